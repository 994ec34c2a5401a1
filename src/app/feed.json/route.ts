import { getArticles } from '@/features/blog/articles'
import { jsonFeed } from '@/features/blog/feeds'

export const dynamic = 'force-static'

export function GET() {
  return Response.json(jsonFeed(getArticles()), {
    headers: { 'Content-Type': 'application/feed+json; charset=utf-8' },
  })
}
