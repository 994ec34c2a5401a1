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

/** The admin password the browser tests' server is started with. */
export const E2E_ADMIN_PASSWORD = 'e2e-team-password-2026'

/** The signing secret the browser tests' server is started with (admin sessions are sealed with it). */
export const E2E_SESSION_SECRET = 'e2e-session-secret-not-for-production-2026'
