import path from 'node:path'
import Database from 'better-sqlite3'

/** The embedded database the browser tests' server writes to. */
export const E2E_DATABASE_FILE = path.resolve('data', 'e2e.db')
export const E2E_DATABASE_URL = `file:${E2E_DATABASE_FILE}`

/** Reads rows from the running server's database, as the team would see them. */
export function queryE2eDatabase<Row>(query: string, ...parameters: unknown[]): Row[] {
  const connection = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true })
  try {
    return connection.prepare(query).all(...parameters) as Row[]
  } finally {
    connection.close()
  }
}

/** The first owner the browser tests' server creates (ADMIN_EMAIL and ADMIN_PASSWORD). */
export const E2E_ADMIN_EMAIL = 'owner@e2e.test'
export const E2E_ADMIN_PASSWORD = 'e2e-team-password-2026'

/** The cookie of a team session over http (the server's own constant). */
export { TEAM_SESSION_COOKIE } from '@/lib/browser-storage'

/** The server secret the browser tests' server is started with (keys are derived from it). */
export const E2E_SESSION_SECRET = 'e2e-session-secret-not-for-production-2026'

/** Changes rows of the running server's database (a test's set-up); answers how many changed. */
export function changeE2eDatabase(statement: string, ...parameters: unknown[]): number {
  const connection = new Database(E2E_DATABASE_FILE, { fileMustExist: true, timeout: 5000 })
  try {
    return connection.prepare(statement).run(...parameters).changes
  } finally {
    connection.close()
  }
}

/** The database token of a session cookie's value (better-auth's `token.signature`). */
export function sessionToken(cookieValue: string): string {
  return decodeURIComponent(cookieValue).split('.')[0]!
}
