import 'server-only'
import type { Kysely } from 'kysely'
import { expect } from 'vitest'
import { POST as startTwoFactor } from '@/app/api/admin/account/two-factor/route'
import { POST as verifyTwoFactor } from '@/app/api/admin/account/two-factor/verify/route'
import { POST as postSignIn } from '@/app/api/admin/session/route'
import { createTeamMember } from '@/server/auth/accounts'
import type { TeamRole } from '@/server/auth/session'
import { resetTeamAuth } from '@/server/auth/team-auth'
import { resetServerConfig } from '@/server/config'
import { closeDatabase } from '@/server/db/client'
import { resetRateLimiters } from '@/server/http/rate-limit'
import type { Database } from '@/server/db/schema'
import type { TestDatabase } from './test-databases'
import { totpCode } from './totp'

/** The origin route handlers see in tests (PUBLIC_SITE_URL's default). */
export const TEST_ORIGIN = 'http://localhost:3000'

/**
 * Points the server's process-wide database (and better-auth with it) at a test database, with
 * the settings a test gives; every later `database()` and `teamAuth()` use it.
 */
export async function serveFrom(test: TestDatabase, settings: Record<string, string> = {}) {
  process.env.DATABASE_URL = test.url
  process.env.SESSION_SECRET ??= 'test-secret-test-secret-test-secret-0123'
  Object.assign(process.env, settings)
  resetServerConfig()
  resetRateLimiters()
  resetTeamAuth()
  await closeDatabase()
}

/** Makes a team account with a password (the shell's and the invitations' way). */
export async function addTeamMember(
  email: string,
  {
    role = 'owner',
    password = 'correct-horse-battery-0',
  }: { role?: TeamRole; password?: string } = {},
) {
  const { id } = await createTeamMember({ email, name: email.split('@')[0]!, password, role })
  return { id, email, password }
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie request header. */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ')
}

/** Signs in through POST /api/admin/session; the answer, and its cookie as a Cookie header. */
export async function signInAs(
  { email, password, code }: { email: string; password: string; code?: string },
  headers: Record<string, string> = {},
) {
  const response = await postSignIn(
    new Request(`${TEST_ORIGIN}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...headers },
      body: JSON.stringify({ email, password, ...(code ? { code } : {}) }),
    }),
  )
  return { response, cookie: cookieHeaderFrom(response) }
}

/** A request to a route handler as a signed-in browser sends it. */
export function asMember(
  cookie: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Request {
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Cookie: cookie,
      Origin: TEST_ORIGIN,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
}

/** Every table a team-account test starts without rows, children before their parents. */
const TEAM_TABLES = [
  'team_invitations',
  'team_used_codes',
  'team_sessions',
  'team_credentials',
  'team_two_factors',
  'team_verifications',
  'team_members',
  'audit_events',
  'outbox',
] as const

/** Empties the team's tables, the audit trail and the outbox: no account, session or invitation. */
export async function withoutTeam(db: Kysely<Database>) {
  for (const table of TEAM_TABLES) await db.deleteFrom(table).execute()
}

/**
 * Sets up two-factor for a signed-in member through the API, as the Account tab does: the app's
 * key and recovery codes, the code that turned it on, and that browser's new cookie.
 */
export async function enrolTwoFactor(cookie: string, password: string) {
  const started = await startTwoFactor(
    asMember(cookie, '/api/admin/account/two-factor', { method: 'POST', body: { password } }),
  )
  expect(started.status).toBe(200)
  const setup = (await started.json()) as { secret: string; backupCodes: string[]; qrSvg: string }
  const setupCode = totpCode(setup.secret)
  const verified = await verifyTwoFactor(
    asMember(cookie, '/api/admin/account/two-factor/verify', {
      method: 'POST',
      body: { code: setupCode },
    }),
  )
  expect(verified.status).toBe(204)
  return { ...setup, setupCode, cookie: cookieHeaderFrom(verified) }
}
