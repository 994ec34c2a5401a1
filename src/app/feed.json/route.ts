import { getArticles } from '@/server/content/articles'
import { jsonFeed } from '@/server/content/feeds'

export const dynamic = 'force-static'

export function GET() {
  return Response.json(jsonFeed(getArticles()), {
    headers: { 'Content-Type': 'application/feed+json; charset=utf-8' },
  })
}
