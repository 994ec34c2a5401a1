import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-databases'
import { addTeamMember, serveFrom, signInAs } from '../../../tests/support/team-session'
import { resetServerConfig } from '../config'
import { GET as getAccount } from '@/app/api/admin/account/route'
import { POST as startTwoFactor } from '@/app/api/admin/account/two-factor/route'
import { POST as verifyTwoFactor } from '@/app/api/admin/account/two-factor/verify/route'
import { totpCode } from '../../../tests/support/totp'
import { mustSetUpTwoFactor } from './session'
import { TEAM_SESSION_COOKIE } from './team-auth'

describe('who must set up two-factor first', () => {
  it('follows ADMIN_REQUIRE_TWO_FACTOR: owners (the default), all, or off', () => {
    const owner = { role: 'owner', secondFactorVerified: false } as const
    const member = { role: 'member', secondFactorVerified: false } as const
    expect(mustSetUpTwoFactor(owner, 'owners')).toBe(true)
    expect(mustSetUpTwoFactor(member, 'owners')).toBe(false)
    expect(mustSetUpTwoFactor(member, 'all')).toBe(true)
    expect(mustSetUpTwoFactor(owner, 'off')).toBe(false)
    expect(mustSetUpTwoFactor({ ...owner, secondFactorVerified: true }, 'all')).toBe(false)
  })
})

// Passwords are hashed with scrypt on purpose slowly; a busy machine needs more than 5 s a test.
describe('the team session cookie', { timeout: 30_000 }, () => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDatabase('sqlite')
  })
  afterAll(async () => {
    delete process.env.PUBLIC_SITE_URL
    resetServerConfig()
    await test.destroy()
  })

  async function sessionCookie(siteUrl: string) {
    await serveFrom(test, { PUBLIC_SITE_URL: siteUrl, ADMIN_REQUIRE_TWO_FACTOR: 'off' })
    await test.db.deleteFrom('team_members').execute()
    const owner = await addTeamMember('owner@example.com')
    const { response } = await signInAs(owner, { Origin: new URL(siteUrl).origin })
    expect(response.status).toBe(204)
    return response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='))!
  }

  it('is __Host-, Secure, HttpOnly, SameSite=Strict, Path=/ and without Domain on https', async () => {
    const cookie = await sessionCookie('https://www.fundlane.example')
    expect(cookie).toMatch(new RegExp(`^__Host-${TEAM_SESSION_COOKIE.replace('.', '\\.')}=`))
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Strict/i)
    expect(cookie).toMatch(/; Path=\//i)
    expect(cookie).not.toMatch(/Domain=/i)
  })

  it('is read back on https: the account answers to it, and a sign-in with a code works', async () => {
    const origin = 'https://www.fundlane.example'
    const cookie = await sessionCookie(origin)
    const asBrowser = (path: string, init: { method?: string; body?: unknown } = {}) =>
      new Request(`${origin}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          Cookie: cookie.split(';')[0]!,
          Origin: origin,
          'Content-Type': 'application/json',
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      })
    expect((await getAccount(asBrowser('/api/admin/account'))).status).toBe(200)
    const started = await startTwoFactor(
      asBrowser('/api/admin/account/two-factor', {
        method: 'POST',
        body: { password: 'correct-horse-battery-0' },
      }),
    )
    const { secret } = (await started.json()) as { secret: string }
    const verified = await verifyTwoFactor(
      asBrowser('/api/admin/account/two-factor/verify', {
        method: 'POST',
        body: { code: totpCode(secret) },
      }),
    )
    expect(verified.status).toBe(204)
    const withCode = await signInAs(
      {
        email: 'owner@example.com',
        password: 'correct-horse-battery-0',
        code: totpCode(secret, Date.now() + 30_000),
      },
      { Origin: origin },
    )
    expect(withCode.response.status).toBe(204)
    expect(withCode.cookie).toMatch(/^__Host-team\.session_token=/)
  })

  it('keeps the plain name, not Secure, on http (a local run)', async () => {
    const cookie = await sessionCookie('http://localhost:3000')
    expect(cookie.startsWith(`${TEAM_SESSION_COOKIE}=`)).toBe(true)
    expect(cookie).not.toMatch(/; Secure/i)
  })
})
