import { getArticles } from '@/features/blog/articles'
import { rssFeed } from '@/features/blog/feeds'

export const dynamic = 'force-static'

export function GET() {
  return new Response(rssFeed(getArticles()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
