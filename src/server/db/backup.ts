import 'server-only'
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
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

/** `20261121T124800Z`: sorts by time and is a valid file name everywhere. */
export function fileTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
}

/** What `npm run db:backup` names a copy of `databaseFile` taken at `now`: `app-20261121T124800Z.db`. */
export function backupFileName(databaseFile: string, now: Date): string {
  return `${databaseName(databaseFile)}-${fileTimestamp(now)}.db`
}

function databaseName(databaseFile: string): string {
  return path.basename(databaseFile, path.extname(databaseFile))
}

/**
 * Deletes the backups of `databaseFile` in `folder` taken before `cutoff`, going by the time in
 * their names (which copying a file does not change), and returns their paths. Files not named
 * by `backupFileName` for this database are left alone.
 */
export function pruneBackups(folder: string, databaseFile: string, cutoff: Date): string[] {
  if (!existsSync(folder)) return []
  const prefix = `${databaseName(databaseFile)}-`
  const pruned: string[] = []
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(prefix)) continue
    const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.db$/.exec(
      name.slice(prefix.length),
    )
    if (!stamp) continue
    const [, year, month, day, hour, minute, second] = stamp
    const takenAt = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`)
    if (takenAt >= cutoff.getTime()) continue
    const file = path.join(folder, name)
    rmSync(file)
    pruned.push(file)
  }
  return pruned
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
