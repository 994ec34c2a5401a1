import { NextResponse, type NextRequest } from 'next/server'
import { frenchPaths } from './content/french-routes'
import { OFFERS_SEGMENT, holdsOffers } from './features/tools/offer-address'
import { site } from './content/site'
import { securityHeaders } from './lib/security-headers'
import {
  VISIT_SOURCE_COOKIE,
  arrivalFrom,
  parseSessionSource,
  sessionSourceValue,
  withArrival,
} from './lib/visit-source'

const siteHost = new URL(site.url).hostname

/**
 * A public page opened from another website or by a link with campaign labels records where the
 * browser session came from (decision 0025): a first-party cookie that ends with the session,
 * read when a form is sent. Client-side navigations (RSC requests) and prefetches are not
 * arrivals.
 */
function recordArrival(request: NextRequest, response: NextResponse): NextResponse {
  if (request.method !== 'GET' || request.headers.has('rsc')) return response
  if (request.headers.get('sec-fetch-dest') === 'empty') return response
  const arrival = arrivalFrom(request.nextUrl, request.headers.get('referer'), [siteHost])
  if (!arrival) return response
  // Next decodes the cookie it reads and encodes the one it sets.
  const current = parseSessionSource(request.cookies.get(VISIT_SOURCE_COOKIE)?.value)
  response.cookies.set(VISIT_SOURCE_COOKIE, sessionSourceValue(withArrival(current, arrival)), {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    path: '/',
  })
  // This answer is this browser's own: no shared cache may keep it (or its cookie) for others.
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

/**
 * The admin pages are rendered per request, so their scripts can carry a nonce: the policy allows
 * no other script. They are never cached or indexed.
 */
function adminPage(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID())
  const headers = securityHeaders({ isDevelopment: process.env.NODE_ENV !== 'production', nonce })
  const requestHeaders = new Headers(request.headers)
  // Next reads the nonce from the request's policy and puts it on the scripts it renders.
  requestHeaders.set('Content-Security-Policy', headers[0]!.value)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  for (const { key, value } of headers) response.headers.set(key, value)
  response.headers.set('Cache-Control', 'no-store')
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

/**
 * Route matching is case-insensitive (docs/product.md, Shared pieces): any path with capital letters is sent
 * permanently to its lowercase form, keeping the query string. Also routes one-click unsubscribes.
 */
/** The unsubscribe page in each language: a French subscriber's e-mail links to the French one. */
const ONE_CLICK_ADDRESSES = new Set([
  '/newsletter/unsubscribe',
  frenchPaths['/newsletter/unsubscribe'],
])

/** The offer check in each language: prerendered, and rendered per request with offers. */
const OFFER_CHECK_ADDRESSES = new Set(['/tools/offer-check', frenchPaths['/tools/offer-check']])

/**
 * The offer check opened with offers in its address (a shared link, or its form sent without
 * JavaScript) is rendered by the server with them (decision 0033), at the same address; without
 * offers it is the prerendered page.
 */
function offerCheckWithOffers(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl
  if (request.method !== 'GET' || !OFFER_CHECK_ADDRESSES.has(pathname)) return null
  if (!holdsOffers(searchParams)) return null
  const url = request.nextUrl.clone()
  url.pathname = `${pathname}/${OFFERS_SEGMENT}`
  return recordArrival(request, NextResponse.rewrite(url))
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const withOffers = offerCheckWithOffers(request)
  if (withOffers) return withOffers
  // RFC 8058 one-click unsubscribe posts to the page's own address; the API route answers it.
  if (request.method === 'POST' && ONE_CLICK_ADDRESSES.has(pathname)) {
    const url = request.nextUrl.clone()
    url.pathname = '/api/newsletter/unsubscribe'
    return NextResponse.rewrite(url)
  }
  const lowercase = pathname.toLowerCase()
  if (pathname === lowercase) {
    return pathname === '/admin' || pathname.startsWith('/admin/')
      ? adminPage(request)
      : recordArrival(request, NextResponse.next())
  }
  const url = request.nextUrl.clone()
  url.pathname = lowercase
  return NextResponse.redirect(url, 308)
}

export const config = {
  // Framework assets and files with an extension keep their exact names.
  // API routes are lowercase already and answer fastest without the proxy.
  matcher: ['/((?!_next/|api/|avatars/|.*\\.[A-Za-z0-9]+$).*)'],
}
