import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetServerConfig } from '../config'
import { ADMIN_COOKIE, adminCookieName, adminSessionOptions, signIn } from './session'

/** next/headers outside Next: a cookie jar that records what the session sets. */
const setCookies: { name: string; options: Record<string, unknown> }[] = []
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: () => undefined,
    set: (name: string, _value: string, options: Record<string, unknown>) =>
      void setCookies.push({ name, options }),
  }),
}))

describe('the admin session cookie', () => {
  beforeEach(() => {
    setCookies.length = 0
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
  })
  afterAll(() => {
    delete process.env.PUBLIC_SITE_URL
    delete process.env.SESSION_SECRET
    resetServerConfig()
  })

  it('is __Host-admin_session, Secure, Path=/ and without Domain when the site is https', async () => {
    process.env.PUBLIC_SITE_URL = 'https://www.fundlane.example'
    resetServerConfig()
    expect(adminSessionOptions().cookieName).toBe('__Host-admin_session')
    await signIn()
    expect(setCookies).toHaveLength(1)
    const [cookie] = setCookies
    expect(cookie!.name).toBe('__Host-admin_session')
    expect(cookie!.options).toMatchObject({ secure: true, path: '/', httpOnly: true })
    expect(cookie!.options.domain).toBeUndefined()
  })

  it('keeps the plain name, not Secure, on http (a local run)', async () => {
    process.env.PUBLIC_SITE_URL = 'http://localhost:3000'
    resetServerConfig()
    await signIn()
    expect(setCookies[0]!.name).toBe(ADMIN_COOKIE)
    expect(setCookies[0]!.options).toMatchObject({ secure: false, path: '/' })
  })

  it('is named from the site URL', () => {
    expect(adminCookieName('https://a.example')).toBe('__Host-admin_session')
    expect(adminCookieName('http://127.0.0.1:3811')).toBe('admin_session')
  })
})
