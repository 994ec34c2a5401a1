import 'server-only'

/**
 * The visitor's address for rate limiting: the first X-Forwarded-For entry set by the proxy in
 * front of the site, else X-Real-IP, else one shared bucket.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown'
}
