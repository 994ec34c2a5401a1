import 'server-only'
import { getIronSession, type SessionOptions } from 'iron-session'
import { cookies } from 'next/headers'
import { serverConfig } from '../config'
import { HttpError } from '../http/errors'
import { derivedKey } from '../secrets'

/** The session cookie's name on plain http (local runs). */
export const ADMIN_COOKIE = 'admin_session'

/**
 * The cookie's name for a site URL: on https, `__Host-admin_session`, which browsers accept only
 * when Secure, with Path=/ and no Domain, so no other host (a sibling subdomain, a plain-http
 * page) can set or shadow it. On http (a local run) the prefix would make browsers drop it.
 */
export function adminCookieName(siteUrl: string): string {
  return new URL(siteUrl).protocol === 'https:' ? `__Host-${ADMIN_COOKIE}` : ADMIN_COOKIE
}

export type AdminSession = { signedIn?: boolean; expiresAt?: number }

/** How the admin session cookie is sealed and set (the browser tests seal expired ones with it). */
export function adminSessionOptions(): SessionOptions {
  const config = serverConfig()
  const ttlSeconds = config.ADMIN_SESSION_HOURS * 3600
  const secure = new URL(config.PUBLIC_SITE_URL).protocol === 'https:'
  return {
    cookieName: adminCookieName(config.PUBLIC_SITE_URL),
    password: derivedKey('admin-session').toString('hex'),
    ttl: ttlSeconds,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'strict',
      // Secure everywhere but plain-http local runs, where browsers would drop the cookie.
      // `__Host-` also requires Path=/ and no Domain attribute (none is set).
      secure,
      path: '/',
      maxAge: ttlSeconds - 60,
    },
  }
}

async function session() {
  const cookieStore = await cookies()
  try {
    return await getIronSession<AdminSession>(cookieStore, adminSessionOptions())
  } catch {
    // iron-session throws, rather than starting afresh, on a cookie that is no seal at all (an
    // edited prefix or expiry field): that is a visitor without a session, not a server error.
    const withoutSessionCookie = { get: () => undefined, set: cookieStore.set.bind(cookieStore) }
    return getIronSession<AdminSession>(withoutSessionCookie, adminSessionOptions())
  }
}

export async function signIn() {
  const current = await session()
  current.signedIn = true
  current.expiresAt = Date.now() + serverConfig().ADMIN_SESSION_HOURS * 3600 * 1000
  await current.save()
}

export async function signOut() {
  ;(await session()).destroy()
}

/** Whether the request carries a valid, unexpired admin session. */
export async function isSignedIn(): Promise<boolean> {
  const current = await session()
  return (
    current.signedIn === true &&
    typeof current.expiresAt === 'number' &&
    current.expiresAt > Date.now()
  )
}

/** What a team member may do: owners everything, members read leads and work them. */
export type TeamRole = 'owner' | 'member'

/** The signed-in team member a request acts for. */
export type TeamMember = { id: string; email: string; name: string; role: TeamRole }

/** Stops the request with 401 unless a team member is signed in; answers who it is. */
export async function requireAdmin(): Promise<TeamMember> {
  if (!(await isSignedIn())) throw new HttpError(401, 'Please sign in to see this.')
  // Until per-person accounts land, the shared password stands for one owner.
  return { id: 'shared-password', email: 'team', name: 'Team', role: 'owner' }
}

/** Stops the request with 401 unless signed in and 403 unless an owner (exports, deletions, team). */
export async function requireOwner(): Promise<TeamMember> {
  const member = await requireAdmin()
  if (member.role !== 'owner') {
    throw new HttpError(403, 'Only an owner can do this. Ask an owner of your team.')
  }
  return member
}
