import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Kysely } from 'kysely'
import { addPageViews, type PageViewCount } from '../db/repositories/page-views'
import type { Database } from '../db/schema'
import { observeEveryRequest } from '../http/request-observers'
import { log } from '../log'
import { teamDay } from '../team-time'

/**
 * Page views without tracking (issue 21, decision 0026): Node's server counts each page it sends
 * to a browser, per path and day, in memory, and adds the counts to the database every minute and
 * at shutdown. No cookie, no script, no address, no identifier: a number per page and day. Bots,
 * prefetches, client-side navigations, redirects and errors are not counted, nor any path that is
 * not one of the site's pages (however it was answered), so the table holds at most one row per
 * page and day whatever addresses and hosts visitors make up.
 */

const FLUSH_INTERVAL_MS = 60_000
/** At most this many distinct day-and-path pairs wait in memory; more are dropped until a flush. */
const MAX_PENDING = 10_000

/** Crawlers, link previews, monitors and headless browsers say so in their user agent. */
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|fetch|monitor|lighthouse|headless|curl|wget|python|java\/|go-http|node|axios|okhttp|facebookexternalhit|embedly|scan/i

/** Paths that are not pages: the API, Next's files, the team's area, anything with an extension. */
const NOT_A_PAGE = /^\/(?:api|_next|admin|avatars)(?:\/|$)|\.[a-z0-9]+$/i

/** Whether a request is a person's browser opening a page (not yet whether it was sent). */
export function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false
  const path = (request.url ?? '').split('?')[0]!
  if (NOT_A_PAGE.test(path)) return false
  const headers = request.headers
  // Client-side navigations and prefetches fetch a page's payload, not the page.
  if (headers.rsc || headers['next-router-prefetch'] || headers.purpose === 'prefetch') return false
  if (headers['sec-purpose']?.includes('prefetch')) return false
  const destination = headers['sec-fetch-dest']
  if (destination ? destination !== 'document' : !headers.accept?.includes('text/html'))
    return false
  const agent = headers['user-agent'] ?? ''
  return agent.length > 0 && !BOT_AGENT.test(agent)
}

const pending = new Map<string, number>()

/** Counts one view of `path` on `moment`'s day. */
export function countPageView(path: string, moment: Date = new Date()) {
  const key = `${teamDay(moment)}\t${path}`
  if (!pending.has(key) && pending.size >= MAX_PENDING) return
  pending.set(key, (pending.get(key) ?? 0) + 1)
}

/** The counts not yet stored, emptied. */
export function takePendingPageViews(): PageViewCount[] {
  const counts = [...pending].map(([key, views]) => {
    const [day, path] = key.split('\t') as [string, string]
    return { day, path, views }
  })
  pending.clear()
  return counts
}

/** The site's page addresses (pagePaths); nothing is counted until the counter starts. */
let knownPages: ReadonlySet<string> = new Set()

/**
 * The page a request's target names, if it is one of the site's: its path alone, without the
 * host of an absolute target (`GET http://any.host/about-us`) or the query.
 */
export function pageOf(target: string | undefined, pages: ReadonlySet<string>): string | undefined {
  let path: string
  try {
    path = new URL(target ?? '/', 'http://site.invalid').pathname
  } catch {
    return undefined
  }
  return pages.has(path) ? path : undefined
}

/** Counts the request once its page was sent whole (200, HTML). */
function observe(request: IncomingMessage, response: ServerResponse) {
  if (!isPageRequest(request)) return
  const path = pageOf(request.url, knownPages)
  if (!path) return
  response.once('finish', () => {
    const type = String(response.getHeader('content-type') ?? '')
    if (response.statusCode === 200 && type.startsWith('text/html')) countPageView(path)
  })
}

/** Stores what was counted; a failure keeps the counts for the next try. */
export async function flushPageViews(db: Kysely<Database>) {
  const counts = takePendingPageViews()
  try {
    await addPageViews(db, counts)
  } catch (error) {
    for (const { day, path, views } of counts) {
      const key = `${day}\t${path}`
      pending.set(key, (pending.get(key) ?? 0) + views)
    }
    log.warn({ err: error, pairs: counts.length }, 'page views not stored yet; will retry')
  }
}

/**
 * Starts counting this process's views of `pages` (the site's page addresses, pagePaths); the
 * returned function stores the last ones.
 */
export function startPageViewCounter(
  db: Kysely<Database>,
  pages: ReadonlySet<string>,
): () => Promise<void> {
  knownPages = pages
  observeEveryRequest(observe)
  const timer = setInterval(() => void flushPageViews(db), FLUSH_INTERVAL_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await flushPageViews(db)
  }
}
