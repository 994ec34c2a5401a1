import { site } from '@/content/site'
import { jsonFeed } from '@/server/content/feeds'
import { articlesIn } from '@/server/content/french-articles'

export const dynamic = 'force-static'

/** The French articles' JSON Feed. */
export function GET() {
  return Response.json(jsonFeed(articlesIn('fr'), site.url, 'fr'), {
    headers: { 'Content-Type': 'application/feed+json; charset=utf-8' },
  })
}
