import 'server-only'

/** Adds Set-Cookie headers (as better-auth returns them) to a response, one header each. */
export function withCookies(response: Response, setCookies: string[]): Response {
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie)
  return response
}
