import type { MetadataRoute } from 'next'
import { getArticles } from '@/server/content/articles'
import { sitemapEntries } from '@/server/content/sitemap'

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(getArticles())
}
