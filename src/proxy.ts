import { NextResponse, type NextRequest } from 'next/server'

/**
 * Route matching is case-insensitive (SPEC section 2): any path with capital letters is sent
 * permanently to its lowercase form, keeping the query string.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
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
