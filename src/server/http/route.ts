import 'server-only'
import { randomUUID } from 'node:crypto'
import { log } from '../log'
import { metrics } from '../metrics/registry'
import { HttpError, isDatabaseUnavailable, jsonError } from './errors'
import { inRequestLanguage } from './request-language'

/** A dynamic route's segments (`{ list: 'contacts' }` for /api/admin/[list]); none elsewhere. */
type RouteParams = Record<string, string>

type Handler<Params extends RouteParams> = (
  request: Request,
  context: { requestId: string; params: Params; route: string },
) => Promise<Response>

/** What Next.js passes a route handler besides the request. */
type RouteSegment<Params extends RouteParams> = { params: Promise<Params> }

let inFlight = 0
const idleWaiters = new Set<() => void>()

/** Resolves once no API request is being handled (graceful shutdown). */
export function whenNoRequestsInFlight(): Promise<void> {
  if (inFlight === 0) return Promise.resolve()
  return new Promise((resolve) => idleWaiters.add(resolve))
}

function requestIdFrom(request: Request): string {
  const given = request.headers.get('x-request-id')
  return given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID()
}

/**
 * Wraps a route handler: assigns a request id, hands over the route's params, logs one line per
 * request, and turns every failure into the JSON error shape: HttpError as itself, an unreachable
 * database as 503, and anything else as a 500 without details; a French page's request gets its
 * error in French (`inRequestLanguage`).
 */
export function handleRoute<Params extends RouteParams = RouteParams>(
  name: string,
  handler: Handler<Params>,
) {
  return async (request: Request, segment?: RouteSegment<Params>): Promise<Response> => {
    const requestId = requestIdFrom(request)
    const started = performance.now()
    inFlight += 1
    // None for a route without segments, or a handler called directly (tests).
    let params = {} as Params
    let response: Response
    try {
      params = (await segment?.params) ?? params
      response = await handler(request, { requestId, params, route: name })
    } catch (error) {
      if (error instanceof HttpError) {
        response = jsonError(error.status, error.message, error.fields, error.headers)
      } else if (isDatabaseUnavailable(error)) {
        log.error({ requestId, route: name, err: error }, 'database unavailable')
        response = jsonError(
          503,
          'We cannot save anything right now. Please try again in a minute, or e-mail our team.',
          undefined,
          { 'Retry-After': '30' },
        )
      } else {
        log.error({ requestId, route: name, err: error }, 'request failed')
        response = jsonError(
          500,
          'Something went wrong on our side. Please try again, or e-mail our team.',
        )
      }
    } finally {
      inFlight -= 1
      if (inFlight === 0) {
        idleWaiters.forEach((resolve) => resolve())
        idleWaiters.clear()
      }
    }
    response = await inRequestLanguage(request, response)
    response.headers.set('X-Request-Id', requestId)
    response.headers.set('Cache-Control', 'no-store')
    response.headers.set('X-Robots-Tag', 'noindex')
    const durationMs = performance.now() - started
    log.info(
      {
        requestId,
        route: name,
        ...(Object.keys(params).length > 0 ? { params } : {}),
        method: request.method,
        status: response.status,
        durationMs: Math.round(durationMs),
      },
      'request',
    )
    countRequest(name, request.method, response.status, durationMs)
    return response
  }
}

/** Labelled by the route's name, never its address, so the series stay few (GET /api/metrics). */
function countRequest(route: string, method: string, status: number, durationMs: number) {
  const counted = metrics()
  const labels = { route, method, status: String(status) }
  counted.httpRequests.inc(labels)
  counted.httpRequestDuration.observe(labels, durationMs / 1000)
  // Only the rate limits answer 429 (src/server/http/rate-limit.ts).
  if (status === 429) counted.rateLimitRefusals.inc({ route })
}
