import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getMigrations } from 'better-auth/db/migration'
import { GET as getAccount } from '@/app/api/admin/account/route'
import { POST as changePassword } from '@/app/api/admin/account/password/route'
import {
  DELETE as endAllSessions,
  GET as getSessions,
} from '@/app/api/admin/account/sessions/route'
import { DELETE as endOneSession } from '@/app/api/admin/account/sessions/[id]/route'
import { GET as getAudit } from '@/app/api/admin/audit/route'
import { GET as getInvitation, POST as acceptInvitation } from '@/app/api/admin/invitation/route'
import { DELETE as signOut } from '@/app/api/admin/session/route'
import { GET as getTeam, POST as invite } from '@/app/api/admin/team/route'
import { DELETE as removeMember, PATCH as changeRole } from '@/app/api/admin/team/[id]/route'
import { GET as exportList } from '@/app/api/admin/[list]/export/route'
import { DELETE as deleteRecord } from '@/app/api/admin/[list]/[id]/route'
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
  enrolTwoFactor,
  serveFrom,
  signInAs,
  TEST_ORIGIN,
  withoutTeam,
} from '../../../tests/support/team-session'
import { totpCode } from '../../../tests/support/totp'
import { arrivingFrom } from '../../../tests/support/test-requests'
import { serverConfig } from '../config'
import { ensureFirstOwner } from './accounts'
import { invitationToken } from './invitation-token'
import { teamAuth } from './team-auth'

const withId = (id: string) => ({ params: Promise.resolve({ id }) })

async function auditActions(test: TestDatabase, action?: string) {
  let query = test.db.selectFrom('audit_events').selectAll().orderBy('occurred_at')
  if (action) query = query.where('action', '=', action)
  return query.execute()
}

// Passwords are hashed with scrypt on purpose slowly; a busy machine needs more than 5 s a test.
describe.each(testDatabaseKinds)('team accounts on %s', { timeout: 30_000 }, (kind) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await test.destroy()
  })
  beforeEach(async () => {
    await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'off', LOGIN_RATE_LIMIT: 'off' })
    await withoutTeam(test.db)
  })

  it('has every table and column better-auth expects (migration 0005 matches its schema)', async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(teamAuth().options)
    expect(toBeCreated).toEqual([])
    expect(toBeAdded).toEqual([])
  })

  it('stores passwords hashed with scrypt, never as typed', async () => {
    const owner = await addTeamMember('owner@example.com')
    const { password } = await test.db
      .selectFrom('team_credentials')
      .select('password')
      .executeTakeFirstOrThrow()
    expect(password).not.toContain(owner.password)
    expect(password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/)
  })

  it('signs in with e-mail and password and ends a copied session everywhere on sign-out', async () => {
    const owner = await addTeamMember('owner@example.com')
    const { response, cookie } = await signInAs(owner)
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Strict/i)
    expect((await getContacts(asMember(cookie, '/api/contacts'))).status).toBe(200)
    const copied = cookie
    const out = await signOut(asMember(cookie, '/api/admin/session', { method: 'DELETE' }))
    expect(out.status).toBe(204)
    expect((await getContacts(asMember(copied, '/api/contacts'))).status).toBe(401)
    expect((await auditActions(test)).map((event) => event.action)).toEqual([
      'sign-in.succeeded',
      'sign-out',
    ])
  })

  it('answers one message for a wrong password and for an unknown address, and audits both', async () => {
    const owner = await addTeamMember('owner@example.com')
    const wrong = await signInAs({ ...owner, password: 'not-the-password-1' })
    const unknown = await signInAs({ email: 'nobody@example.com', password: owner.password })
    expect(wrong.response.status).toBe(401)
    expect(unknown.response.status).toBe(401)
    expect(await wrong.response.json()).toEqual(await unknown.response.json())
    expect(wrong.cookie).toBe('')
    const failed = await auditActions(test, 'sign-in.failed')
    expect(failed.map((event) => event.actor_email)).toEqual([
      'owner@example.com',
      'nobody@example.com',
    ])
    expect(failed.every((event) => event.client_address)).toBe(true)
  })

  it('holds fifty parallel wrong passwords for one account to LOGIN_RATE_LIMIT; audits each one checked, and the refused ones as one event', async () => {
    await serveFrom(test, { LOGIN_RATE_LIMIT: '5/15m' })
    const owner = await addTeamMember('owner@example.com')
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        signInAs(
          { email: owner.email, password: `guess-number-${index}` },
          arrivingFrom(`198.51.100.${index + 1}`),
        ),
      ),
    )
    const statuses = answers.map(({ response }) => response.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      50 - statuses.filter((status) => status === 401).length,
    )
    const checked = statuses.filter((status) => status === 401).length
    expect(await auditActions(test, 'sign-in.failed')).toHaveLength(checked)
    const limited = await auditActions(test, 'sign-in.limited')
    expect(limited).toHaveLength(1)
    expect(limited[0]).toMatchObject({
      actor_email: 'owner@example.com',
      target_type: 'rate-limit',
      target_id: 'account:owner@example.com',
    })
    const detail = JSON.parse(limited[0]!.detail!) as { counted: string; refused: number }
    expect(detail.counted).toBe('one account')
    // Written at 1, 2, 4, 8, 16 and 32 refusals: within a factor of two of the 45 or so.
    expect(detail.refused).toBeGreaterThanOrEqual(16)
    expect(detail.refused).toBeLessThanOrEqual(50 - checked)
  })

  it('asks for the code once two-factor is on, and accepts an app code or a recovery code once', async () => {
    const owner = await addTeamMember('owner@example.com')
    const { cookie } = await signInAs(owner)
    const { secret, backupCodes, setupCode, qrSvg } = await enrolTwoFactor(cookie, owner.password)
    expect(qrSvg).toMatch(/^<svg/)
    expect(backupCodes).toHaveLength(10)

    const withoutCode = await signInAs(owner)
    expect(withoutCode.response.status).toBe(401)
    expect(((await withoutCode.response.json()) as { fields: object }).fields).toHaveProperty(
      'code',
    )
    expect(withoutCode.cookie).toBe('')

    const wrongCode = await signInAs({
      ...owner,
      code: '000000' === totpCode(secret) ? '111111' : '000000',
    })
    expect(wrongCode.response.status).toBe(401)
    expect(await wrongCode.response.json()).toEqual({
      error: 'That e-mail, password or code is not correct.',
    })

    // The code that turned two-factor on is used; the app's next one opens a session.
    expect((await signInAs({ ...owner, code: setupCode })).response.status).toBe(401)
    const withCode = await signInAs({ ...owner, code: totpCode(secret, Date.now() + 30_000) })
    expect(withCode.response.status).toBe(204)
    expect((await getContacts(asMember(withCode.cookie, '/api/contacts'))).status).toBe(200)

    const recovery = await signInAs({ ...owner, code: backupCodes[0] })
    expect(recovery.response.status).toBe(204)
    const reused = await signInAs({ ...owner, code: backupCodes[0] })
    expect(reused.response.status).toBe(401)
    expect(await auditActions(test, 'account.two-factor-enabled')).toHaveLength(1)
  })

  it('keeps an owner without two-factor away from data until they set it up (ADMIN_REQUIRE_TWO_FACTOR=owners)', async () => {
    await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'owners', LOGIN_RATE_LIMIT: 'off' })
    const owner = await addTeamMember('owner@example.com')
    const member = await addTeamMember('member@example.com', { role: 'member' })
    const ownerSession = await signInAs(owner)
    expect(ownerSession.response.status).toBe(204)
    const refused = await getContacts(asMember(ownerSession.cookie, '/api/contacts'))
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toMatch(/two-factor/)
    const account = await getAccount(asMember(ownerSession.cookie, '/api/admin/account'))
    expect(await account.json()).toMatchObject({ role: 'owner', mustSetUpTwoFactor: true })

    const { cookie } = await enrolTwoFactor(ownerSession.cookie, owner.password)
    expect((await getContacts(asMember(cookie, '/api/contacts'))).status).toBe(200)

    // A member may go without it under `owners`.
    const memberSession = await signInAs(member)
    expect((await getContacts(asMember(memberSession.cookie, '/api/contacts'))).status).toBe(200)

    await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'all', LOGIN_RATE_LIMIT: 'off' })
    expect((await getContacts(asMember(memberSession.cookie, '/api/contacts'))).status).toBe(403)
  })

  it('lets a member read leads but not export, delete, see the team or the audit trail', async () => {
    const member = await addTeamMember('member@example.com', { role: 'member' })
    const { cookie } = await signInAs(member)
    expect((await getContacts(asMember(cookie, '/api/contacts'))).status).toBe(200)
    const exported = await exportList(asMember(cookie, '/api/admin/contacts/export'), {
      params: Promise.resolve({ list: 'contacts' }),
    })
    expect(exported.status).toBe(403)
    const deleted = await deleteRecord(
      asMember(cookie, '/api/admin/contacts/x', { method: 'DELETE' }),
      { params: Promise.resolve({ list: 'contacts', id: 'x' }) },
    )
    expect(deleted.status).toBe(403)
    expect((await getTeam(asMember(cookie, '/api/admin/team'))).status).toBe(403)
    expect((await getAudit(asMember(cookie, '/api/admin/audit'))).status).toBe(403)
  })

  it("audits an owner's export with the row count", async () => {
    const owner = await addTeamMember('owner@example.com')
    const { cookie } = await signInAs(owner)
    const exported = await exportList(asMember(cookie, '/api/admin/contacts/export'), {
      params: Promise.resolve({ list: 'contacts' }),
    })
    expect(exported.status).toBe(200)
    const [event] = await auditActions(test, 'list.exported')
    expect(event).toMatchObject({ actor_email: owner.email, target_type: 'contacts' })
    expect(JSON.parse(event!.detail!)).toEqual({ rows: 0 })
  })

  it('invites by e-mail through the outbox; the link makes one account, signed in, and works once', async () => {
    const owner = await addTeamMember('owner@example.com')
    const { cookie } = await signInAs(owner)
    const invited = await invite(
      asMember(cookie, '/api/admin/team', {
        method: 'POST',
        body: { email: 'New.Person@Example.com', role: 'member' },
      }),
    )
    expect(invited.status).toBe(201)
    const invitation = (await invited.json()) as { id: string; expiresAt: string; email: string }
    expect(invitation.email).toBe('new.person@example.com')
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(71.9 * 3600_000)
    const [queued] = await test.db.selectFrom('outbox').selectAll().execute()
    expect(queued).toMatchObject({ kind: 'team-invitation' })
    expect(JSON.parse(queued!.payload)).toEqual({ invitationId: invitation.id })

    const token = invitationToken(invitation)
    const shown = await getInvitation(
      new Request(`${TEST_ORIGIN}/api/admin/invitation?token=${token}`),
    )
    expect(await shown.json()).toEqual({ email: 'new.person@example.com', role: 'member' })

    const accept = (password: string) =>
      acceptInvitation(
        new Request(`${TEST_ORIGIN}/api/admin/invitation`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
          body: JSON.stringify({ token, name: 'New Person', password }),
        }),
      )
    const short = await accept('short')
    expect(short.status).toBe(400)
    const accepted = await accept('a-long-enough-password')
    expect(accepted.status).toBe(204)
    const memberCookie = cookieHeaderFrom(accepted)
    const account = await getAccount(asMember(memberCookie, '/api/admin/account'))
    expect(await account.json()).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.com',
      role: 'member',
    })
    expect((await accept('a-long-enough-password')).status).toBe(410)
    expect((await auditActions(test)).map((event) => event.action)).toEqual([
      'sign-in.succeeded',
      'account.invited',
      'account.created',
    ])
  })

  it('refuses a forged or expired invitation link', async () => {
    const forged = await getInvitation(
      new Request(`${TEST_ORIGIN}/api/admin/invitation?token=abc.def`),
    )
    expect(forged.status).toBe(404)
    await test.db
      .insertInto('team_invitations')
      .values({
        id: 'old-invitation',
        email: 'late@example.com',
        role: 'member',
        invited_by: null,
        created_at: new Date(Date.now() - 80 * 3600_000).toISOString(),
        expires_at: new Date(Date.now() - 8 * 3600_000).toISOString(),
        accepted_at: null,
      })
      .execute()
    const token = invitationToken({
      id: 'old-invitation',
      expiresAt: new Date(Date.now() - 8 * 3600_000).toISOString(),
    })
    const expired = await getInvitation(
      new Request(`${TEST_ORIGIN}/api/admin/invitation?token=${token}`),
    )
    expect(expired.status).toBe(410)
  })

  it("ends a removed member's sessions at once, and keeps the last owner", async () => {
    const owner = await addTeamMember('owner@example.com')
    const member = await addTeamMember('member@example.com', { role: 'member' })
    const ownerCookie = (await signInAs(owner)).cookie
    const memberCookie = (await signInAs(member)).cookie
    expect((await getContacts(asMember(memberCookie, '/api/contacts'))).status).toBe(200)

    const lastOwner = await changeRole(
      asMember(ownerCookie, `/api/admin/team/${owner.id}`, {
        method: 'PATCH',
        body: { role: 'member' },
      }),
      withId(owner.id),
    )
    expect(lastOwner.status).toBe(409)

    const removed = await removeMember(
      asMember(ownerCookie, `/api/admin/team/${member.id}`, { method: 'DELETE' }),
      withId(member.id),
    )
    expect(removed.status).toBe(204)
    expect((await getContacts(asMember(memberCookie, '/api/contacts'))).status).toBe(401)
    const [event] = await auditActions(test, 'account.removed')
    expect(event).toMatchObject({ actor_id: owner.id, target_id: member.id })
  })

  it('ends every other session when the password changes, and signs out of all sessions on request', async () => {
    const owner = await addTeamMember('owner@example.com')
    const laptop = (
      await signInAs(owner, { ...arrivingFrom('203.0.113.9'), 'User-Agent': 'Laptop' })
    ).cookie
    const phone = (await signInAs(owner, arrivingFrom('2001:db8::7'))).cookie
    const listed = await getSessions(asMember(laptop, '/api/admin/account/sessions'))
    const { items } = (await listed.json()) as {
      items: { id: string; current: boolean; ipAddress?: string; userAgent?: string }[]
    }
    expect(items).toHaveLength(2)
    expect(items.filter((item) => item.current)).toEqual([
      expect.objectContaining({ ipAddress: '203.0.113.9', userAgent: 'Laptop' }),
    ])
    // IPv6 as people write it, not as better-auth stores it.
    expect(items.find((item) => !item.current)?.ipAddress).toBe('2001:db8::7')

    const changed = await changePassword(
      asMember(laptop, '/api/admin/account/password', {
        method: 'POST',
        body: { currentPassword: owner.password, newPassword: 'a-brand-new-password' },
      }),
    )
    expect(changed.status).toBe(204)
    expect((await getContacts(asMember(phone, '/api/contacts'))).status).toBe(401)
    const stillIn = cookieHeaderFrom(changed) || laptop
    expect((await getContacts(asMember(stillIn, '/api/contacts'))).status).toBe(200)

    const tablet = (await signInAs({ ...owner, password: 'a-brand-new-password' })).cookie
    const { items: now } = (await (
      await getSessions(asMember(tablet, '/api/admin/account/sessions'))
    ).json()) as { items: { id: string; current: boolean }[] }
    const other = now.find((item) => !item.current)!
    const ended = await endOneSession(
      asMember(tablet, `/api/admin/account/sessions/${other.id}`, { method: 'DELETE' }),
      withId(other.id),
    )
    expect(ended.status).toBe(204)
    expect((await getContacts(asMember(stillIn, '/api/contacts'))).status).toBe(401)

    const all = await endAllSessions(
      asMember(tablet, '/api/admin/account/sessions', { method: 'DELETE' }),
    )
    expect(all.status).toBe(204)
    expect((await getContacts(asMember(tablet, '/api/contacts'))).status).toBe(401)
  })

  it('shows owners the audit trail filtered by person and by action', async () => {
    const owner = await addTeamMember('owner@example.com')
    const member = await addTeamMember('member@example.com', { role: 'member' })
    const ownerCookie = (await signInAs(owner)).cookie
    await signInAs(member)
    await signInAs({ ...member, password: 'wrong-password-here' })
    const read = async (query: string) =>
      (await (await getAudit(asMember(ownerCookie, `/api/admin/audit?${query}`))).json()) as {
        items: { action: string; actorEmail?: string }[]
        total: number
      }
    expect((await read('')).total).toBe(3)
    const byMember = await read(`actor=${member.id}`)
    expect(byMember.items.map((item) => item.action)).toEqual(['sign-in.succeeded'])
    const failures = await read('action=sign-in.failed')
    expect(failures.items.map((item) => item.actorEmail)).toEqual(['member@example.com'])
    expect((await getAudit(asMember(ownerCookie, '/api/admin/audit?action=nonsense'))).status).toBe(
      400,
    )
  })

  it('creates the first owner from ADMIN_EMAIL and ADMIN_PASSWORD once, when no account exists', async () => {
    await serveFrom(test, {
      ADMIN_EMAIL: 'first@example.com',
      ADMIN_PASSWORD: 'first-owner-password',
    })
    await ensureFirstOwner(serverConfig())
    await ensureFirstOwner(serverConfig())
    const members = await test.db.selectFrom('team_members').selectAll().execute()
    expect(members.map((row) => [row.email, row.role])).toEqual([['first@example.com', 'owner']])
    expect(
      (await signInAs({ email: 'first@example.com', password: 'first-owner-password' })).response
        .status,
    ).toBe(204)
    delete process.env.ADMIN_EMAIL
    delete process.env.ADMIN_PASSWORD
  })
})
