import 'server-only'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type AppDatabase, type DatabaseKind } from '@/server/db/client'
import { migrateToLatest } from '@/server/db/migrate'

/**
 * Test databases: SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server where the
 * test role may create databases (.ci/run starts one). Each call makes a fresh database, migrated
 * unless `migrate` is false (a migration's own test runs them).
 */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite']

export type TestDatabase = AppDatabase & { url: string; destroy(): Promise<void> }

export async function createTestDatabase(
  kind: DatabaseKind,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-test-'))
    const url = `file:${path.join(folder, 'test.db')}`
    const app = openDatabase(url)
    if (migrate) await migrateToLatest(app.db)
    return {
      ...app,
      url,
      async destroy() {
        await app.db.destroy()
        rmSync(folder, { recursive: true, force: true })
      },
    }
  }

  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const app = openDatabase(url.toString())
  if (migrate) await migrateToLatest(app.db)
  return {
    ...app,
    url: url.toString(),
    async destroy() {
      await app.db.destroy()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/** Every table of the application, children before parents. */
export const appTables = [
  'chat_messages',
  'chat_addresses',
  'chat_conversations',
  'lead_events',
  'contact_submissions',
  'partnership_inquiries',
  'newsletter_subscribers',
  'newsletter_consent_events',
  'outbox',
  'checklist_emails',
] as const

export type AppTable = (typeof appTables)[number]

/** Empties every table between tests. */
export async function clearTables(db: AppDatabase['db']) {
  for (const table of appTables) {
    await db.deleteFrom(table).execute()
  }
}

/**
 * A team account row written directly, for tests of what members do (no password, no sign-in):
 * better-auth's column types differ between the two databases (decision 0020).
 */
export async function insertTeamMemberRow(
  { db, kind }: AppDatabase,
  { id, name, role = 'member' }: { id: string; name: string; role?: 'owner' | 'member' },
) {
  const postgres = kind === 'postgres'
  const now = postgres ? new Date() : new Date().toISOString()
  await db
    .insertInto('team_members')
    .values({
      id,
      name,
      email: `${id}@team.test`,
      email_verified: postgres ? true : 1,
      image: null,
      role,
      two_factor_enabled: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
}
