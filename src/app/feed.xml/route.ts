import { getArticles } from '@/server/content/articles'
import { rssFeed } from '@/server/content/feeds'

export const dynamic = 'force-static'

export function GET() {
  return new Response(rssFeed(getArticles()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
