import 'server-only'
import type { MetadataRoute } from 'next'
import { site } from '@/content/site'
import { fundingTools, toolPath } from '@/content/tools'
import type { Article } from './articles'

/** Every public page, for search engines; articles are added from their own front matter. */
export const sitemapPages: { path: string; priority: number }[] = [
  { path: '/', priority: 1 },
  { path: '/how-it-works', priority: 0.9 },
  { path: '/who-we-help', priority: 0.8 },
  { path: '/financial-products', priority: 0.9 },
  { path: '/tools', priority: 0.8 },
  ...fundingTools.map((tool) => ({ path: toolPath(tool.slug), priority: 0.8 })),
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

/** The sitemap: every page, then every article at its own address, newest first. */
export function sitemapEntries(
  articles: Article[],
  siteUrl: string = site.url,
): MetadataRoute.Sitemap {
  const newest = articles[0]?.dateIso
  return [
    ...sitemapPages.map(({ path, priority }) => ({
      url: `${siteUrl}${path}`,
      lastModified: path === '/blog' && newest ? newest : '2025-07-01',
      priority,
    })),
    ...articles.map((article) => ({
      url: `${siteUrl}${article.href}`,
      lastModified: article.dateIso,
      priority: 0.6,
    })),
  ]
}
