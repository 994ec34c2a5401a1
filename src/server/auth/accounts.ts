import 'server-only'
import type { Kysely } from 'kysely'
import { isOperatorProduction, serverConfig, usesPostgres, type ServerConfig } from '../config'
import { database } from '../db/client'
import { writeTransaction } from '../db/group-commit'
import { enqueueOutbox } from '../db/repositories/outbox'
import type { Database } from '../db/schema'
import { HttpError } from '../http/errors'
import { newId } from '../ids'
import { log } from '../log'
import { wakeOutboxWorker } from '../outbox/worker'
import { localAdminPassword } from './admin-password'
import { readInvitationToken } from './invitation-token'
import type { TeamRole } from './session'
import { MIN_PASSWORD_LENGTH, teamAuth } from './team-auth'

/** How long an invitation link works. */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000

/** The e-mail of the first owner of a local trial started without ADMIN_EMAIL. */
export const LOCAL_OWNER_EMAIL = 'owner@fundlane.example'

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(
      400,
      `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
      {
        password: `At least ${MIN_PASSWORD_LENGTH} characters`,
      },
    )
  }
}

/**
 * Creates a team account with a password, hashed by better-auth (scrypt). Refuses, with 409, an
 * address that already has one.
 */
export async function createTeamMember({
  email,
  name,
  password,
  role,
}: {
  email: string
  name: string
  password: string
  role: TeamRole
}): Promise<{ id: string; email: string }> {
  checkPassword(password)
  const context = await teamAuth().$context
  const address = normalizeEmail(email)
  if (await context.internalAdapter.findUserByEmail(address)) {
    throw new HttpError(409, 'There is already a team account for that e-mail address.')
  }
  const user = await context.internalAdapter.createUser(
    {
      email: address,
      name: name.trim() || address,
      emailVerified: true,
      role,
    },
    { method: 'admin' },
  )
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(password),
  })
  return { id: user.id, email: address }
}

/** How many team accounts exist. */
export async function countTeamMembers(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

/**
 * At start-up, when no team account exists: the first owner, from ADMIN_EMAIL and ADMIN_PASSWORD.
 * A local trial on SQLite without them gets owner@fundlane.example with a generated password,
 * printed once (src/server/auth/admin-password.ts); PostgreSQL and production need both set.
 */
export async function ensureFirstOwner(config: ServerConfig = serverConfig()): Promise<void> {
  const { db } = database()
  if ((await countTeamMembers(db)) > 0) return
  const local = !usesPostgres(config) && !isOperatorProduction(config)
  if (!local && (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD)) {
    throw new Error(
      'ADMIN_EMAIL and ADMIN_PASSWORD: are required to create the first owner (no team account exists yet)',
    )
  }
  const email = config.ADMIN_EMAIL ?? LOCAL_OWNER_EMAIL
  const password = config.ADMIN_PASSWORD ?? localAdminPassword(email)
  try {
    await createTeamMember({ email, name: 'Owner', password, role: 'owner' })
  } catch (error) {
    // Two instances starting at once: the other one created the owner first.
    const taken =
      error instanceof HttpError ? error.status === 409 : /unique|duplicate/i.test(String(error))
    if (taken && (await countTeamMembers(db)) > 0) return
    throw error
  }
  log.info('created the first team owner from ADMIN_EMAIL')
}

/** A team member as the Team tab lists them. */
export type TeamMemberRecord = {
  id: string
  name: string
  email: string
  role: TeamRole
  twoFactorEnabled: boolean
  createdAt: string
}

/** An invitation not yet accepted, as the Team tab lists it. */
export type InvitationRecord = {
  id: string
  email: string
  role: TeamRole
  createdAt: string
  expiresAt: string
  expired: boolean
}

const asRole = (role: string): TeamRole => (role === 'owner' ? 'owner' : 'member')
const asIso = (value: string | Date) => new Date(value).toISOString()

/** Everyone on the team, owners first, and the invitations still open. */
export async function listTeam(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<{ members: TeamMemberRecord[]; invitations: InvitationRecord[] }> {
  const [members, invitations] = await Promise.all([
    db.selectFrom('team_members').selectAll().orderBy('role', 'desc').orderBy('email').execute(),
    db
      .selectFrom('team_invitations')
      .selectAll()
      .where('accepted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute(),
  ])
  return {
    members: members.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: asRole(row.role),
      twoFactorEnabled: Boolean(row.two_factor_enabled),
      createdAt: asIso(row.created_at),
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: asRole(row.role),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      expired: Date.parse(row.expires_at) <= now.getTime(),
    })),
  }
}

/**
 * Invites someone: an invitation row and its e-mail in one transaction (the outbox sends it), the
 * link valid for 72 hours. A new invitation to the same address replaces an open one.
 */
export async function inviteTeamMember(
  db: Kysely<Database>,
  { email, role, invitedBy }: { email: string; role: TeamRole; invitedBy: string },
  now: Date = new Date(),
): Promise<InvitationRecord> {
  const address = normalizeEmail(email)
  const existing = await db
    .selectFrom('team_members')
    .select('id')
    .where('email', '=', address)
    .executeTakeFirst()
  if (existing) throw new HttpError(409, 'There is already a team account for that e-mail address.')
  const id = newId(now.getTime())
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString()
  await writeTransaction(db, async (trx) => {
    await trx
      .deleteFrom('team_invitations')
      .where('email', '=', address)
      .where('accepted_at', 'is', null)
      .execute()
    await trx
      .insertInto('team_invitations')
      .values({
        id,
        email: address,
        role,
        invited_by: invitedBy,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        accepted_at: null,
      })
      .execute()
    await enqueueOutbox(trx, 'team-invitation', { invitationId: id }, now)
  })
  wakeOutboxWorker()
  return { id, email: address, role, createdAt: now.toISOString(), expiresAt, expired: false }
}

/** Withdraws an open invitation; false when there was none. */
export async function withdrawInvitation(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('team_invitations')
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export type OpenInvitation = { id: string; email: string; role: TeamRole }

/** The open invitation behind a link's token; 410 when it expired or was used, 404 when unknown. */
export async function findOpenInvitation(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date = new Date(),
): Promise<OpenInvitation> {
  const payload = readInvitationToken(token)
  if (!payload) {
    throw new HttpError(404, 'This invitation link is not valid. Ask an owner for a new one.')
  }
  const row = await db
    .selectFrom('team_invitations')
    .selectAll()
    .where('id', '=', payload.invitationId)
    .executeTakeFirst()
  if (!row) {
    throw new HttpError(404, 'This invitation was withdrawn. Ask an owner for a new one.')
  }
  if (row.accepted_at) {
    throw new HttpError(
      410,
      'This invitation was already used. Sign in with your e-mail and password.',
    )
  }
  if (Math.min(payload.expiresAt, Date.parse(row.expires_at)) <= now.getTime()) {
    throw new HttpError(410, 'This invitation has expired. Ask an owner to send a new one.')
  }
  return { id: row.id, email: row.email, role: asRole(row.role) }
}

/** Turns an open invitation into an account with the chosen name and password. */
export async function acceptInvitation(
  db: Kysely<Database>,
  token: string | undefined,
  { name, password }: { name: string; password: string },
  now: Date = new Date(),
): Promise<OpenInvitation & { memberId: string }> {
  const invitation = await findOpenInvitation(db, token, now)
  checkPassword(password)
  // Marked first, so one link makes one account even when submitted twice at once.
  const claimed = await db
    .updateTable('team_invitations')
    .set({ accepted_at: now.toISOString() })
    .where('id', '=', invitation.id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) === 0) {
    throw new HttpError(
      410,
      'This invitation was already used. Sign in with your e-mail and password.',
    )
  }
  const { id } = await createTeamMember({
    email: invitation.email,
    name,
    password,
    role: invitation.role,
  })
  return { ...invitation, memberId: id }
}

async function ownerCount(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow()
  return Number(count)
}

async function findMember(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('team_members')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw new HttpError(404, 'That person is no longer on the team.')
  return row
}

const LAST_OWNER = 'A team needs at least one owner. Make someone else an owner first.'

/**
 * Withdraws the open invitations a person sent: an invitation carries its sender's authority, which
 * ends when they leave the team or stop being an owner. Answers how many.
 */
async function withdrawInvitationsSentBy(db: Kysely<Database>, memberId: string) {
  const result = await db
    .deleteFrom('team_invitations')
    .where('invited_by', '=', memberId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Gives a team member another role; the last owner stays an owner. An owner made a member loses
 * the invitations they sent and had not been accepted yet.
 */
export async function changeRole(db: Kysely<Database>, id: string, role: TeamRole) {
  const member = await findMember(db, id)
  if (member.role === role) {
    return { email: member.email, from: role, to: role, invitationsWithdrawn: 0 }
  }
  if (member.role === 'owner' && (await ownerCount(db)) <= 1) throw new HttpError(409, LAST_OWNER)
  await db.updateTable('team_members').set({ role }).where('id', '=', id).execute()
  const invitationsWithdrawn = role === 'owner' ? 0 : await withdrawInvitationsSentBy(db, id)
  return { email: member.email, from: asRole(member.role), to: role, invitationsWithdrawn }
}

/**
 * Removes a team member, ends every session they have and withdraws the invitations they sent, at
 * once.
 */
export async function removeTeamMember(db: Kysely<Database>, id: string) {
  const member = await findMember(db, id)
  if (member.role === 'owner' && (await ownerCount(db)) <= 1) throw new HttpError(409, LAST_OWNER)
  const context = await teamAuth().$context
  await context.internalAdapter.deleteUserSessions(id)
  await context.internalAdapter.deleteUser(id)
  const invitationsWithdrawn = await withdrawInvitationsSentBy(db, id)
  return { email: member.email, invitationsWithdrawn }
}

/** A live session as the account page lists it. */
export type SessionRecord = {
  id: string
  createdAt: string
  lastSeenAt: string
  expiresAt: string
  ipAddress?: string
  userAgent?: string
  current: boolean
}

/**
 * An address as people write it: better-auth stores IPv6 in full (`0000:…:0001`); the URL parser
 * gives the short form (`::1`). IPv4 and anything unparsable stay as they are.
 */
function shortAddress(address: string): string {
  if (!address.includes(':')) return address
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1)
  } catch {
    return address
  }
}

/** A member's live sessions, most recently seen first. */
export async function listSessions(
  db: Kysely<Database>,
  userId: string,
  currentSessionId: string,
  now: Date = new Date(),
): Promise<SessionRecord[]> {
  const rows = await db
    .selectFrom('team_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .execute()
  return rows
    .filter((row) => new Date(row.expires_at).getTime() > now.getTime())
    .map((row) => ({
      id: row.id,
      createdAt: asIso(row.created_at),
      lastSeenAt: asIso(row.updated_at),
      expiresAt: asIso(row.expires_at),
      ...(row.ip_address ? { ipAddress: shortAddress(row.ip_address) } : {}),
      ...(row.user_agent ? { userAgent: row.user_agent } : {}),
      current: row.id === currentSessionId,
    }))
}

/** Ends one of a member's sessions; false when it was not theirs or already over. */
export async function endSession(db: Kysely<Database>, userId: string, sessionId: string) {
  const result = await db
    .deleteFrom('team_sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Ends every session of a member (signing out everywhere); answers how many ended. */
export async function endAllSessions(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('team_sessions')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
