import 'server-only'
import { VISIT_FIELD_MAX, VISIT_SOURCE_COOKIE, decodeSessionSource } from '@/lib/visit-source'
import type { LeadSource } from '@/lib/visit-source'
import { serverConfig } from '../config'
import { requestCookie } from '../http/cookies'

/**
 * The page a form was sent from: the path of the request's Referer when it is a page of this site
 * (the site sends its own pages' full address to itself); undefined otherwise.
 */
function formPageOf(request: Request): string | undefined {
  const referer = request.headers.get('referer')
  if (!referer) return undefined
  try {
    const page = new URL(referer)
    const own = new Set([new URL(serverConfig().PUBLIC_SITE_URL).host])
    const host = request.headers.get('host')
    if (host) own.add(host)
    return own.has(page.host) ? page.pathname.slice(0, VISIT_FIELD_MAX) : undefined
  } catch {
    return undefined
  }
}

/** What a lead request says about where the lead came from (decision 0025); nothing is required. */
export function leadSourceOf(request: Request): LeadSource {
  const session = decodeSessionSource(requestCookie(request, VISIT_SOURCE_COOKIE))
  const formPage = formPageOf(request)
  return { ...session, ...(formPage ? { formPage } : {}) }
}
