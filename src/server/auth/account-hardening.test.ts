import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as changePassword } from '@/app/api/admin/account/password/route'
import { POST as startTwoFactor } from '@/app/api/admin/account/two-factor/route'
import { POST as verifyTwoFactor } from '@/app/api/admin/account/two-factor/verify/route'
import { POST as invite } from '@/app/api/admin/team/route'
import { DELETE as removeMember, PATCH as changeRole } from '@/app/api/admin/team/[id]/route'
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import {
  addTeamMember,
  asMember,
  cookieHeaderFrom,
  serveFrom,
  signInAs,
  withoutTeam,
} from '../../../tests/support/team-session'
import { totpCode } from '../../../tests/support/totp'

const withId = (id: string) => ({ params: Promise.resolve({ id }) })

describe.each(testDatabaseKinds)(
  'account steps an attacker would lean on, on %s',
  { timeout: 30_000 },
  (kind) => {
    let test: TestDatabase

    beforeAll(async () => {
      test = await createTestDatabase(kind)
    })
    afterAll(async () => {
      await test.destroy()
    })
    beforeEach(async () => {
      await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'off', LOGIN_RATE_LIMIT: '5/15m' })
      await withoutTeam(test.db)
    })

    const auditCount = async (action: string) =>
      (await test.db.selectFrom('audit_events').select('id').where('action', '=', action).execute())
        .length

    it('holds password guesses through a stolen session to the sign-in limit, and audits each wrong one', async () => {
      const owner = await addTeamMember('owner@example.com')
      const stolen = (await signInAs(owner)).cookie
      const guess = (index: number) =>
        index % 2 === 0
          ? startTwoFactor(
              asMember(stolen, '/api/admin/account/two-factor', {
                method: 'POST',
                body: { password: `guess-number-${index}` },
              }),
            )
          : changePassword(
              asMember(stolen, '/api/admin/account/password', {
                method: 'POST',
                body: {
                  currentPassword: `guess-number-${index}`,
                  newPassword: 'taken-over-account',
                },
              }),
            )
      const statuses: number[] = []
      for (let index = 0; index < 8; index += 1) statuses.push((await guess(index)).status)
      // Five wrong guesses (LOGIN_RATE_LIMIT), then 429 for the rest.
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
      expect(await auditCount('account.password-check-failed')).toBe(5)
      // The account's sign-in form shares the count: the attacker cannot go there instead.
      expect((await signInAs({ ...owner, password: 'another-guess-here' })).response.status).toBe(
        429,
      )
    })

    it('gives a right password back to the allowance, as the sign-in does', async () => {
      const owner = await addTeamMember('owner@example.com')
      const cookie = (await signInAs(owner)).cookie
      for (let index = 0; index < 8; index += 1) {
        const started = await startTwoFactor(
          asMember(cookie, '/api/admin/account/two-factor', {
            method: 'POST',
            body: { password: owner.password },
          }),
        )
        expect(started.status).toBe(200)
      }
      expect(await auditCount('account.password-check-failed')).toBe(0)
    })

    it("withdraws a person's open invitations when they are removed or made a member", async () => {
      const owner = await addTeamMember('owner@example.com')
      const leaving = await addTeamMember('leaving@example.com')
      const demoted = await addTeamMember('demoted@example.com')
      const ownerCookie = (await signInAs(owner)).cookie
      const inviteAs = async (cookie: string, email: string) => {
        const response = await invite(
          asMember(cookie, '/api/admin/team', { method: 'POST', body: { email, role: 'owner' } }),
        )
        expect(response.status).toBe(201)
      }
      await inviteAs((await signInAs(leaving)).cookie, 'friend-of-leaving@example.com')
      await inviteAs((await signInAs(demoted)).cookie, 'friend-of-demoted@example.com')
      await inviteAs(ownerCookie, 'stays-invited@example.com')

      const removed = await removeMember(
        asMember(ownerCookie, `/api/admin/team/${leaving.id}`, { method: 'DELETE' }),
        withId(leaving.id),
      )
      expect(removed.status).toBe(204)
      const changed = await changeRole(
        asMember(ownerCookie, `/api/admin/team/${demoted.id}`, {
          method: 'PATCH',
          body: { role: 'member' },
        }),
        withId(demoted.id),
      )
      expect(changed.status).toBe(204)

      const open = await test.db.selectFrom('team_invitations').select('email').execute()
      expect(open.map((row) => row.email)).toEqual(['stays-invited@example.com'])
    })

    it('accepts an authenticator code once: not again at the sign-in form, nor twice at once', async () => {
      await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'off', LOGIN_RATE_LIMIT: 'off' })
      const owner = await addTeamMember('owner@example.com')
      const cookie = (await signInAs(owner)).cookie
      const started = await startTwoFactor(
        asMember(cookie, '/api/admin/account/two-factor', {
          method: 'POST',
          body: { password: owner.password },
        }),
      )
      const { secret } = (await started.json()) as { secret: string }
      const setupCode = totpCode(secret)
      const verified = await verifyTwoFactor(
        asMember(cookie, '/api/admin/account/two-factor/verify', {
          method: 'POST',
          body: { code: setupCode },
        }),
      )
      expect(verified.status).toBe(204)
      expect(cookieHeaderFrom(verified)).not.toBe('')

      // Someone who watched the code being typed tries it at the sign-in form.
      expect((await signInAs({ ...owner, code: setupCode })).response.status).toBe(401)

      // The next code, sent twice at the same moment, opens one session.
      const next = totpCode(secret, Date.now() + 30_000)
      const both = await Promise.all([
        signInAs({ ...owner, code: next }),
        signInAs({ ...owner, code: next }),
      ])
      expect(both.map(({ response }) => response.status).sort()).toEqual([204, 401])
      expect((await signInAs({ ...owner, code: next })).response.status).toBe(401)

      // A wrong code is given back: it does not use up anything.
      const wrong = next === '000000' ? '111111' : '000000'
      expect((await signInAs({ ...owner, code: wrong })).response.status).toBe(401)
      const usedCodes = await test.db.selectFrom('team_used_codes').select('id').execute()
      expect(usedCodes).toHaveLength(2)
    })
  },
)
