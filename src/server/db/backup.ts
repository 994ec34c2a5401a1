import 'server-only'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'

export type TableRowCount = { table: string; rows: number }

/**
 * Copies a SQLite database that a running server may be writing, with SQLite's online backup
 * API, and returns the row count of every table in the copy. The copy is one self-contained file
 * (rollback journal, no -wal beside it) holding exactly the transactions committed when it was
 * taken.
 */
export async function backupSqliteDatabase(
  sourceFile: string,
  destinationFile: string,
): Promise<TableRowCount[]> {
  if (existsSync(destinationFile)) {
    throw new Error(`${destinationFile} already exists; name a new file for the backup.`)
  }
  if (!existsSync(sourceFile)) {
    throw new Error(`There is no SQLite database at ${sourceFile}; check DATABASE_URL.`)
  }
  mkdirSync(path.dirname(destinationFile), { recursive: true })

  const source = new SqliteDatabase(sourceFile, { fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    // All pages in one step, inside one read transaction: in WAL mode that never blocks the
    // server's writers, whereas copying in several steps restarts whenever another connection
    // commits between them, and might never finish on a busy server.
    await source.backup(destinationFile, { progress: () => allPages })
  } finally {
    source.close()
  }

  const copy = new SqliteDatabase(destinationFile, { fileMustExist: true })
  try {
    copy.pragma('journal_mode = DELETE')
    return sqliteTableNames(copy).map((table) => ({
      table,
      rows: copy.prepare(`select count(*) from "${table}"`).pluck().get() as number,
    }))
  } finally {
    copy.close()
  }
}

/** better-sqlite3 caps the pages per step at 2^31 - 1. */
const allPages = 0x7fffffff

function sqliteTableNames(connection: SqliteDatabase.Database): string[] {
  return connection
    .prepare(
      "select name from sqlite_schema where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
    )
    .pluck()
    .all() as string[]
}

/**
 * pg_dump and pg_restore arguments for a PostgreSQL database (the custom format restores with
 * `--clean` over an existing schema). `url` may be a shell placeholder such as "$DATABASE_URL".
 */
export function postgresBackupCommands(url: string, file: string) {
  return {
    dump: ['--format=custom', `--file=${file}`, url],
    restore: ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, file],
  }
}
