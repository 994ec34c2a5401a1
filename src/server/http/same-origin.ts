import 'server-only'
import { serverConfig } from '../config'
import { HttpError } from './errors'

/**
 * Refuses a state-changing request that a browser sent from another site: the Origin header must
 * be this site's (PUBLIC_SITE_URL, or the Host the request came to). Requests without an Origin
 * header (not sent by a browser form or fetch) are refused too.
 */
export function requireSameOrigin(request: Request) {
  const origin = request.headers.get('origin')
  const allowed = new Set([new URL(serverConfig().PUBLIC_SITE_URL).origin])
  const host = request.headers.get('host')
  if (host) {
    allowed.add(`http://${host}`)
    allowed.add(`https://${host}`)
  }
  if (!origin || !allowed.has(origin)) {
    throw new HttpError(403, 'This request must come from the admin pages of this site.')
  }
}
