import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers'

describe('security headers', () => {
  it('forbid framing, plugins and foreign base URLs in production', () => {
    const policy = contentSecurityPolicy({ isDevelopment: false })
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).not.toContain('unsafe-eval')
  })

  it("allow 'unsafe-eval' only in development", () => {
    expect(contentSecurityPolicy({ isDevelopment: true })).toContain("'unsafe-eval'")
  })

  it('include every baseline header', () => {
    const names = securityHeaders({ isDevelopment: false }).map(({ key }) => key)
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    )
  })
})
