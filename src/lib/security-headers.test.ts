import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers'

/** A policy's directives by name, each with its sources. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources.join(' ')]
    }),
  )
}

describe('security headers', () => {
  it('forbid framing, plugins and foreign base URLs in production', () => {
    const policy = contentSecurityPolicy({ isDevelopment: false })
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).not.toContain('unsafe-eval')
  })

  it('allow on prerendered pages scripts from this origin and inline ones, never eval', () => {
    expect(directives(contentSecurityPolicy({ isDevelopment: false }))).toEqual({
      'default-src': "'self'",
      'script-src': "'self' 'unsafe-inline'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'manifest-src': "'self'",
    })
  })

  it('allow on admin pages only the scripts carrying the nonce, and those they load', () => {
    const policy = directives(contentSecurityPolicy({ isDevelopment: false, nonce: 'abc123' }))
    expect(policy['script-src']).toBe("'nonce-abc123' 'strict-dynamic'")
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
