import 'server-only'
import type { MetadataRoute } from 'next'
import { frenchPaths, servedInFrench, type EnglishPath } from '@/content/french-routes'
import { site } from '@/content/site'
import { fundingTools, toolPath } from '@/content/tools'
import { languageAlternates } from '@/lib/page-metadata'
import type { Article } from './articles'

/** Every public page, for search engines; articles are added from their own front matter. */
export const sitemapPages: { path: EnglishPath; priority: number }[] = [
  { path: '/', priority: 1 },
  { path: '/how-it-works', priority: 0.9 },
  { path: '/who-we-help', priority: 0.8 },
  { path: '/financial-products', priority: 0.9 },
  { path: '/tools', priority: 0.8 },
  ...fundingTools.map((tool) => ({ path: toolPath(tool.slug), priority: 0.8 })),
  { path: '/tools/offer-check/methodology', priority: 0.5 },
  { path: '/about-us', priority: 0.7 },
  { path: '/blog', priority: 0.8 },
  { path: '/contact-us', priority: 0.8 },
  { path: '/partners', priority: 0.7 },
  { path: '/lenders', priority: 0.7 },
  { path: '/referral-partners', priority: 0.7 },
  { path: '/apis', priority: 0.7 },
  { path: '/partner-contact', priority: 0.5 },
  { path: '/privacy-terms', priority: 0.3 },
  { path: '/terms-of-service', priority: 0.3 },
  { path: '/how-we-make-money', priority: 0.4 },
]

/**
 * Every address the site serves a page at: each page of the map in both languages (the
 * sitemap's and those reached from e-mails) and every article at its address in each language.
 * Page views count these and nothing else (src/server/metrics/page-views.ts).
 */
export function pagePaths(articles: { en: Article[]; fr: Article[] }): ReadonlySet<string> {
  return new Set([
    ...Object.entries(frenchPaths).flat(),
    ...articles.en.map((article) => article.href),
    ...articles.fr.map((article) => article.href),
  ])
}

/** The alternates of an entry in both languages (absolute addresses). */
function alternates(siteUrl: string, english: string, french: string) {
  const languages = Object.fromEntries(
    Object.entries(languageAlternates(english, french)).map(([language, path]) => [
      language,
      `${siteUrl}${path}`,
    ]),
  )
  return { alternates: { languages } }
}

/**
 * The sitemap: every page, then every article at its own address, newest first; each page and
 * article built in French is listed in both languages, each entry naming the other.
 */
export function sitemapEntries(
  articles: { en: Article[]; fr: Article[] },
  siteUrl: string = site.url,
): MetadataRoute.Sitemap {
  const newest = articles.en[0]?.dateIso
  const pages = sitemapPages.flatMap(({ path, priority }) => {
    const lastModified = path === '/blog' && newest ? newest : '2025-07-01'
    if (!servedInFrench.has(path)) return [{ url: `${siteUrl}${path}`, lastModified, priority }]
    const twins = alternates(siteUrl, path, frenchPaths[path])
    return [path, frenchPaths[path]].map((address) => ({
      url: `${siteUrl}${address}`,
      lastModified,
      priority,
      ...twins,
    }))
  })
  const french = new Map(articles.fr.map((article) => [article.slug, article.href]))
  const posts = articles.en.flatMap((article) => {
    const frenchHref = french.get(article.slug)
    if (!frenchHref) {
      return [{ url: `${siteUrl}${article.href}`, lastModified: article.dateIso, priority: 0.6 }]
    }
    const twins = alternates(siteUrl, article.href, frenchHref)
    return [article.href, frenchHref].map((address) => ({
      url: `${siteUrl}${address}`,
      lastModified: article.dateIso,
      priority: 0.6,
      ...twins,
    }))
  })
  return [...pages, ...posts]
}
