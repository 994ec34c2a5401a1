import { site } from '@/content/site'
import { rssFeed } from '@/server/content/feeds'
import { articlesIn } from '@/server/content/french-articles'

export const dynamic = 'force-static'

/** The French articles' RSS feed. */
export function GET() {
  return new Response(rssFeed(articlesIn('fr'), site.url, 'fr'), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
