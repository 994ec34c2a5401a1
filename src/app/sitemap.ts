import type { MetadataRoute } from 'next'
import { site } from '@/content/site'
import { getArticles } from '@/server/content/articles'

/** Every public page and article, for search engines. */
const pages: { path: string; priority: number }[] = [
  { path: '/', priority: 1 },
  { path: '/how-it-works', priority: 0.9 },
  { path: '/who-we-help', priority: 0.8 },
  { path: '/financial-products', priority: 0.9 },
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
]

export default function sitemap(): MetadataRoute.Sitemap {
  const articles = getArticles()
  const newest = articles[0]?.dateIso
  return [
    ...pages.map(({ path, priority }) => ({
      url: `${site.url}${path}`,
      lastModified: path === '/blog' && newest ? newest : '2025-07-01',
      priority,
    })),
    ...articles.map((article) => ({
      url: `${site.url}${article.href}`,
      lastModified: article.dateIso,
      priority: 0.6,
    })),
  ]
}
