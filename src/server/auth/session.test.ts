import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-databases'
import { addTeamMember, serveFrom, signInAs } from '../../../tests/support/team-session'
import { resetServerConfig } from '../config'
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

describe('the team session cookie', () => {
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

  it('keeps the plain name, not Secure, on http (a local run)', async () => {
    const cookie = await sessionCookie('http://localhost:3000')
    expect(cookie.startsWith(`${TEAM_SESSION_COOKIE}=`)).toBe(true)
    expect(cookie).not.toMatch(/; Secure/i)
  })
})
