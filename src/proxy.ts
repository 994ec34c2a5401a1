import { NextResponse, type NextRequest } from 'next/server'

/**
 * Route matching is case-insensitive (SPEC section 2): any path with capital letters is sent
 * permanently to its lowercase form, keeping the query string. Also routes one-click unsubscribes.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // RFC 8058 one-click unsubscribe posts to the page's own address; the API route answers it.
  if (request.method === 'POST' && pathname === '/newsletter/unsubscribe') {
    const url = request.nextUrl.clone()
    url.pathname = '/api/newsletter/unsubscribe'
    return NextResponse.rewrite(url)
  }
  const lowercase = pathname.toLowerCase()
  if (pathname === lowercase) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = lowercase
  return NextResponse.redirect(url, 308)
}

export const config = {
  // Framework assets and files with an extension keep their exact names.
  matcher: ['/((?!_next/|.*\\.[A-Za-z0-9]+$).*)'],
}
