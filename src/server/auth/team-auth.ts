import 'server-only'
import { betterAuth } from 'better-auth'
import { twoFactor } from 'better-auth/plugins'
import type { Kysely } from 'kysely'
import { site } from '@/content/site'
import { TEAM_COOKIE_PREFIX } from '@/lib/browser-storage'
import { serverConfig } from '../config'
import { database } from '../db/client'
import { newId } from '../ids'
import { derivedKey } from '../secrets'
export { TEAM_SESSION_COOKIE } from '@/lib/browser-storage'

/**
 * The header through which the site hands better-auth the client's address, as
 * src/server/http/client-address.ts works it out (TRUST_PROXY); any copy a client sent is replaced
 * before better-auth reads it (authHeaders).
 */
export const AUTH_CLIENT_ADDRESS_HEADER = 'x-site-auth-client-address'

/** The shortest password a team member may choose. */
export const MIN_PASSWORD_LENGTH = 12

/**
 * The better-auth endpoints that create a session only after checking a code from the
 * authenticator app or a recovery code: signing in with two-factor, and turning it on.
 */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code'])

/**
 * Whether a session being created was proven with a second factor (decision 0031): created by a
 * code check, or replacing a session that was (a password change keeps the proof it started with).
 */
function provesSecondFactor(
  context: { path?: string; context?: { session?: { session?: object } | null } } | null,
): boolean {
  if (!context) return false
  if (context.path && SECOND_FACTOR_PATHS.has(context.path)) return true
  const current = context.context?.session?.session as
    { secondFactorVerified?: unknown } | undefined
  return Boolean(current?.secondFactorVerified)
}

/** better-auth's cookies the team area can receive. */
const TEAM_COOKIES = ['session_token', 'session_data', 'dont_remember', 'two_factor'] as const

/**
 * Each team cookie's name: on https `__Host-team.…` (Secure, Path=/, no Domain: no subdomain or
 * plain-http page can set or shadow it, decision 0016), on http the plain name.
 */
function teamCookieNames(secure: boolean) {
  return Object.fromEntries(
    TEAM_COOKIES.map((cookie) => [
      cookie,
      { name: `${secure ? '__Host-' : ''}${TEAM_COOKIE_PREFIX}.${cookie}` },
    ]),
  )
}

/** better-auth's camelCase field names, stored as the codebase's snake_case columns. */
function snakeCase<Field extends string>(...fields: Field[]): Record<Field, string> {
  return Object.fromEntries(
    fields.map((field) => [field, field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)]),
  ) as Record<Field, string>
}

function createTeamAuth() {
  const config = serverConfig()
  const { db, kind } = database()
  const secure = new URL(config.PUBLIC_SITE_URL).protocol === 'https:'
  return betterAuth({
    appName: `${site.name} team`,
    baseURL: config.PUBLIC_SITE_URL,
    secret: derivedKey('team-auth').toString('hex'),
    // better-auth's Kysely adapter runs on the site's own connection and migrations (0005).
    database: { db: db as unknown as Kysely<unknown>, type: kind },
    telemetry: { enabled: false },
    // The site limits sign-in attempts itself (src/server/http/rate-limit.ts), shared by instances.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      // Accounts come from the first-owner setting, invitations and `npm run admin:create` only.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 200,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      modelName: 'team_members',
      fields: snakeCase('emailVerified', 'createdAt', 'updatedAt'),
      additionalFields: {
        role: { type: 'string', required: true, defaultValue: 'member', input: false },
      },
    },
    session: {
      modelName: 'team_sessions',
      fields: snakeCase('expiresAt', 'ipAddress', 'userAgent', 'userId', 'createdAt', 'updatedAt'),
      expiresIn: config.ADMIN_SESSION_HOURS * 3600,
      // A session lasts ADMIN_SESSION_HOURS from sign-in however busy it is; "last seen" is
      // kept by the site (src/server/auth/session.ts).
      disableSessionRefresh: true,
      additionalFields: {
        secondFactorVerified: {
          type: 'boolean',
          required: false,
          defaultValue: false,
          input: false,
          fieldName: 'second_factor_verified',
        },
      },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => ({
            data: { ...session, secondFactorVerified: provesSecondFactor(context) },
          }),
        },
      },
    },
    account: {
      modelName: 'team_credentials',
      fields: snakeCase(
        'accountId',
        'providerId',
        'userId',
        'accessToken',
        'refreshToken',
        'idToken',
        'accessTokenExpiresAt',
        'refreshTokenExpiresAt',
        'createdAt',
        'updatedAt',
      ),
    },
    verification: {
      modelName: 'team_verifications',
      fields: snakeCase('expiresAt', 'createdAt', 'updatedAt'),
    },
    advanced: {
      cookiePrefix: TEAM_COOKIE_PREFIX,
      // The names carry the prefix themselves (`__Host-`, not better-auth's `__Secure-`).
      useSecureCookies: false,
      cookies: teamCookieNames(secure),
      defaultCookieAttributes: { sameSite: 'strict', httpOnly: true, path: '/', secure },
      // The whole address, IPv6 too (better-auth keeps a /64 by default): the team's own sessions
      // and the audit trail are the place to see exactly where a sign-in came from.
      ipAddress: { ipAddressHeaders: [AUTH_CLIENT_ADDRESS_HEADER], ipv6Subnet: 128 },
      database: { generateId: () => newId() },
    },
    plugins: [
      twoFactor({
        issuer: `${site.name} team`,
        schema: {
          user: { fields: snakeCase('twoFactorEnabled') },
          twoFactor: {
            modelName: 'team_two_factors',
            fields: snakeCase('backupCodes', 'userId', 'failedVerificationCount', 'lockedUntil'),
          },
        },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
  })
}

export type TeamAuth = ReturnType<typeof createTeamAuth>

/**
 * Whether better-auth refused a call (a wrong password, a wrong code, an expired challenge): its
 * APIError, recognised by shape, since the Next.js server bundle may hold more than one copy of
 * the class and `instanceof` would miss it.
 */
export function isAuthRefusal(error: unknown): error is Error & { statusCode: number } {
  return (
    error instanceof Error &&
    error.name === 'APIError' &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  )
}

const globalForAuth = globalThis as typeof globalThis & { __teamAuth?: TeamAuth }

/** The process-wide better-auth instance, on the process-wide database. */
export function teamAuth(): TeamAuth {
  globalForAuth.__teamAuth ??= createTeamAuth()
  return globalForAuth.__teamAuth
}

/** Forgets the instance (tests that reopen the database). */
export function resetTeamAuth() {
  globalForAuth.__teamAuth = undefined
}
