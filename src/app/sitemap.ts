import type { MetadataRoute } from 'next'
import { articlesIn } from '@/server/content/french-articles'
import { sitemapEntries } from '@/server/content/sitemap'

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries({ en: articlesIn('en'), fr: articlesIn('fr') })
}
