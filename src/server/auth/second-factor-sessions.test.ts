import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GET as getAccount } from '@/app/api/admin/account/route'
import { POST as changePassword } from '@/app/api/admin/account/password/route'
import { GET as getTeam } from '@/app/api/admin/team/route'
import { PATCH as changeRole } from '@/app/api/admin/team/[id]/route'
import { GET as exportList } from '@/app/api/admin/[list]/export/route'
import { GET as getContacts } from '@/app/api/contacts/route'
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
  enrolTwoFactor,
  withoutTeam,
} from '../../../tests/support/team-session'
import { totpCode } from '../../../tests/support/totp'

const contacts = (cookie: string) => getContacts(asMember(cookie, '/api/contacts'))
const exportContacts = (cookie: string) =>
  exportList(asMember(cookie, '/api/admin/contacts/export'), {
    params: Promise.resolve({ list: 'contacts' }),
  })

// Decision 0031: the session carries the proof of a second factor, not the account.
describe.each(testDatabaseKinds)(
  'two-factor belongs to the session, on %s',
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
      await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'owners', LOGIN_RATE_LIMIT: 'off' })
      await withoutTeam(test.db)
    })

    it("a session opened with an owner's password alone never passes once the owner turns two-factor on elsewhere", async () => {
      const owner = await addTeamMember('owner@example.com')
      // The attacker knows the password (ADMIN_PASSWORD sits in deploy config) and waits.
      const attacker = (await signInAs(owner)).cookie
      expect((await contacts(attacker)).status).toBe(403)
      const waiting = await test.db
        .selectFrom('team_sessions')
        .selectAll()
        .executeTakeFirstOrThrow()

      // The owner, in their own browser, signs in and sets up two-factor.
      const ownersBrowser = (await signInAs(owner)).cookie
      const { cookie: ownerCookie } = await enrolTwoFactor(ownersBrowser, owner.password)
      expect((await contacts(ownerCookie)).status).toBe(200)

      expect((await contacts(attacker)).status).toBe(401)
      expect((await exportContacts(attacker)).status).toBe(401)
      expect((await getTeam(asMember(attacker, '/api/admin/team'))).status).toBe(401)
      expect((await getAccount(asMember(attacker, '/api/admin/account'))).status).toBe(401)

      // Even a password-only session that outlived the clean-up (written back as it was) is refused.
      await test.db.insertInto('team_sessions').values(waiting).execute()
      expect((await contacts(attacker)).status).toBe(401)
      expect(
        await test.db
          .selectFrom('team_sessions')
          .select('id')
          .where('id', '=', waiting.id)
          .executeTakeFirst(),
      ).toBeUndefined()
      expect((await contacts(ownerCookie)).status).toBe(200)
    })

    it("a member's password-only session does not become an owner's when they turn on two-factor and are promoted", async () => {
      const owner = await addTeamMember('owner@example.com')
      const member = await addTeamMember('member@example.com', { role: 'member' })
      const ownerCookie = (await enrolTwoFactor((await signInAs(owner)).cookie, owner.password))
        .cookie
      const attacker = (await signInAs(member)).cookie
      // A member may work without two-factor under `owners`.
      expect((await contacts(attacker)).status).toBe(200)

      const membersBrowser = (await signInAs(member)).cookie
      await enrolTwoFactor(membersBrowser, member.password)
      const promoted = await changeRole(
        asMember(ownerCookie, `/api/admin/team/${member.id}`, {
          method: 'PATCH',
          body: { role: 'owner' },
        }),
        { params: Promise.resolve({ id: member.id }) },
      )
      expect(promoted.status).toBe(204)
      expect((await exportContacts(attacker)).status).toBe(401)
      expect((await contacts(attacker)).status).toBe(401)
    })

    it('a member promoted to owner without two-factor is held back until they set it up', async () => {
      const owner = await addTeamMember('owner@example.com')
      const member = await addTeamMember('member@example.com', { role: 'member' })
      const ownerCookie = (await enrolTwoFactor((await signInAs(owner)).cookie, owner.password))
        .cookie
      const memberCookie = (await signInAs(member)).cookie
      await changeRole(
        asMember(ownerCookie, `/api/admin/team/${member.id}`, {
          method: 'PATCH',
          body: { role: 'owner' },
        }),
        { params: Promise.resolve({ id: member.id }) },
      )
      expect((await exportContacts(memberCookie)).status).toBe(403)
      expect((await contacts(memberCookie)).status).toBe(403)
    })

    it('under ADMIN_REQUIRE_TWO_FACTOR=all, a password-only session is refused and stays refused', async () => {
      await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'all', LOGIN_RATE_LIMIT: 'off' })
      const member = await addTeamMember('member@example.com', { role: 'member' })
      const attacker = (await signInAs(member)).cookie
      expect((await contacts(attacker)).status).toBe(403)
      const { cookie } = await enrolTwoFactor((await signInAs(member)).cookie, member.password)
      expect((await contacts(cookie)).status).toBe(200)
      expect((await contacts(attacker)).status).toBe(401)
    })

    it('a session signed in with the code keeps its proof through a password change', async () => {
      const owner = await addTeamMember('owner@example.com')
      const { secret } = await enrolTwoFactor((await signInAs(owner)).cookie, owner.password)
      const signedIn = await signInAs({ ...owner, code: totpCode(secret, Date.now() + 30_000) })
      expect(signedIn.response.status).toBe(204)
      expect((await contacts(signedIn.cookie)).status).toBe(200)
      const changed = await changePassword(
        asMember(signedIn.cookie, '/api/admin/account/password', {
          method: 'POST',
          body: { currentPassword: owner.password, newPassword: 'a-brand-new-password' },
        }),
      )
      expect(changed.status).toBe(204)
      expect((await contacts(cookieHeaderFrom(changed))).status).toBe(200)
    })
  },
)
