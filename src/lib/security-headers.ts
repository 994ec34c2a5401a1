/**
 * Response headers sent on every route (see docs/decisions/0003-security-headers.md).
 * Prerendered pages carry Next's inline bootstrap scripts, so scripts need 'unsafe-inline' there;
 * development additionally needs 'unsafe-eval' for React's debugging tools.
 */
export function contentSecurityPolicy({
  isDevelopment,
  nonce,
}: {
  isDevelopment: boolean
  /** Dynamic pages (the admin area) allow only scripts carrying this request's nonce. */
  nonce?: string
}): string {
  const scriptSources = nonce
    ? [`'nonce-${nonce}'`, "'strict-dynamic'"]
    : ["'self'", "'unsafe-inline'"]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [...scriptSources, ...(isDevelopment ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(isDevelopment ? ['ws:'] : [])],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'manifest-src': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders({
  isDevelopment,
  nonce,
}: {
  isDevelopment: boolean
  nonce?: string
}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ isDevelopment, nonce }) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}
