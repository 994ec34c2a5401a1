import 'server-only'
import { serverConfig, type ServerConfig } from '../config'
import { database } from '../db/client'
import { HttpError } from '../http/errors'
import { clientAddress } from '../http/client-address'
import { AUTH_CLIENT_ADDRESS_HEADER, teamAuth } from './team-auth'

/** What a team member may do: owners everything, members read leads and work them. */
export type TeamRole = 'owner' | 'member'

export const TEAM_ROLES: readonly TeamRole[] = ['owner', 'member']

/** The signed-in team member a request acts for, and the session it came with. */
export type TeamMember = {
  id: string
  email: string
  name: string
  role: TeamRole
  twoFactorEnabled: boolean
  /** This session was opened with a second factor, not the password alone (decision 0031). */
  secondFactorVerified: boolean
  sessionId: string
}

/** How long "last seen" may lag behind a session's latest request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000

/**
 * The request's headers as better-auth should see them: the cookie and user agent as sent, and
 * the client's address as the site works it out (TRUST_PROXY), never as a client wrote it.
 */
export function authHeaders(request: Request): Headers {
  const headers = new Headers(request.headers)
  headers.set(AUTH_CLIENT_ADDRESS_HEADER, clientAddress(request))
  return headers
}

/**
 * Whether the setting ADMIN_REQUIRE_TWO_FACTOR (`owners`, the default; `all`; `off` for nobody)
 * holds this session back from any data: it asks for two-factor of this person and the session was
 * not opened with a second factor. The session, not the account, carries the proof (decision
 * 0031): a session opened with the password before two-factor was turned on, or before a promotion
 * to owner, never gains it. Live sessions of an account with two-factor all carry it
 * (currentMember), so this is the person who has yet to set it up.
 */
export function mustSetUpTwoFactor(
  member: Pick<TeamMember, 'role' | 'secondFactorVerified'>,
  setting: ServerConfig['ADMIN_REQUIRE_TWO_FACTOR'] = serverConfig().ADMIN_REQUIRE_TWO_FACTOR,
): boolean {
  if (member.secondFactorVerified || setting === 'off') return false
  return setting === 'all' || member.role === 'owner'
}

/** The team member whose session cookie these headers carry, or undefined. */
export async function currentMember(headers: Headers): Promise<TeamMember | undefined> {
  const found = await teamAuth().api.getSession({ headers, query: { disableCookieCache: true } })
  if (!found) return undefined
  const { user, session } = found
  const twoFactorEnabled = Boolean(user.twoFactorEnabled)
  const secondFactorVerified = Boolean(session.secondFactorVerified)
  if (twoFactorEnabled && !secondFactorVerified) {
    // Opened with the password alone before two-factor was turned on: it is over.
    await endPasswordOnlySessions(user.id)
    return undefined
  }
  await noteLastSeen(session.id, new Date(session.updatedAt))
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role === 'owner' ? 'owner' : 'member',
    twoFactorEnabled,
    secondFactorVerified,
    sessionId: session.id,
  }
}

/**
 * Ends every session of a person that was opened without a second factor (when they turn
 * two-factor on, the sessions a stolen password may have opened end with it); answers how many.
 */
export async function endPasswordOnlySessions(memberId: string): Promise<number> {
  const { db, kind } = database()
  const result = await db
    .deleteFrom('team_sessions')
    .where('user_id', '=', memberId)
    .where('second_factor_verified', '=', kind === 'postgres' ? false : 0)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Keeps the session's "last seen" (its updated_at) within LAST_SEEN_RESOLUTION_MS. */
async function noteLastSeen(sessionId: string, lastSeen: Date, now = new Date()) {
  if (now.getTime() - lastSeen.getTime() < LAST_SEEN_RESOLUTION_MS) return
  const { db, kind } = database()
  await db
    .updateTable('team_sessions')
    .set({ updated_at: kind === 'postgres' ? now : now.toISOString() })
    .where('id', '=', sessionId)
    .execute()
}

/** Stops the request with 401 unless it carries a live session (set-up pages: no data yet). */
export async function requireSession(request: Request): Promise<TeamMember> {
  const member = await currentMember(authHeaders(request))
  if (!member) throw new HttpError(401, 'Please sign in to see this.')
  return member
}

/**
 * Stops the request with 401 unless a team member is signed in, and with 403 while they still
 * have to set up two-factor (ADMIN_REQUIRE_TWO_FACTOR); answers who it is.
 */
export async function requireAdmin(request: Request): Promise<TeamMember> {
  const member = await requireSession(request)
  if (mustSetUpTwoFactor(member)) {
    throw new HttpError(
      403,
      'Please set up two-factor authentication before opening the team area.',
    )
  }
  return member
}

/** As requireAdmin, and 403 unless an owner (exports, deletions, the team, the audit trail). */
export async function requireOwner(request: Request): Promise<TeamMember> {
  const member = await requireAdmin(request)
  if (member.role !== 'owner') {
    throw new HttpError(403, 'Only an owner can do this. Ask an owner of your team.')
  }
  return member
}
