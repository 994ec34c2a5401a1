import 'server-only'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { serverConfig } from '../config'
import { enableGroupCommit } from './group-commit'
import type { Database } from './schema'

export type DatabaseKind = 'sqlite' | 'postgres'

export type AppDatabase = { db: Kysely<Database>; kind: DatabaseKind }

/** Resolves `file:./data/app.db` (relative to the working directory) or `file:/abs/path.db`. */
export function sqlitePathFromUrl(url: string): string {
  const location = url.replace(/^file:/, '')
  return location === ':memory:' ? location : path.resolve(location)
}

/**
 * The connection as Kysely sees it, with the most recent `size` distinct statements kept prepared:
 * Kysely prepares every query it runs, and the site runs the same few queries again and again.
 * A statement still being iterated is not handed out twice.
 */
function withStatementCache(connection: SqliteDatabase.Database, size = 200) {
  const statements = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => connection.close(),
    prepare(query: string) {
      const cached = statements.get(query)
      if (cached && !cached.busy) {
        // Most recently used last, so the oldest is first to go.
        statements.delete(query)
        statements.set(query, cached)
        return cached
      }
      const statement = connection.prepare(query)
      statements.set(query, statement)
      if (statements.size > size) statements.delete(statements.keys().next().value!)
      return statement
    },
  }
}

/**
 * Opens the database named by a URL: SQLite through better-sqlite3 for `file:` URLs (WAL with
 * synchronous=FULL, so a committed lead survives power loss; secure_delete), PostgreSQL through pg
 * otherwise.
 */
export function openDatabase(url: string): AppDatabase {
  if (url.startsWith('file:')) {
    const file = sqlitePathFromUrl(url)
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
    const connection = new SqliteDatabase(file)
    connection.pragma('journal_mode = WAL')
    connection.pragma('synchronous = FULL')
    connection.pragma('busy_timeout = 5000')
    connection.pragma('foreign_keys = ON')
    // Deleted rows are overwritten with zeros, so erased personal data does not linger in the file.
    connection.pragma('secure_delete = ON')
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    })
    enableGroupCommit(db)
    return { db, kind: 'sqlite' }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    query_timeout: 5000,
    idleTimeoutMillis: 30_000,
  })
  // A client losing its connection must not crash the process, whether it is idle in the pool
  // (the pool's 'error') or checked out (its own 'error', which pg emits besides failing the query
  // in flight); the query fails as unavailable and the next one reconnects.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' }
}

const globalForDatabase = globalThis as typeof globalThis & { __appDatabase?: AppDatabase }

/** The process-wide database named by DATABASE_URL. */
export function database(): AppDatabase {
  globalForDatabase.__appDatabase ??= openDatabase(serverConfig().DATABASE_URL)
  return globalForDatabase.__appDatabase
}

/** Closes the process-wide database; the next `database()` opens DATABASE_URL afresh (tests, shutdown). */
export async function closeDatabase() {
  const current = globalForDatabase.__appDatabase
  globalForDatabase.__appDatabase = undefined
  await current?.db.destroy()
}
