/**
 * `npm run db:backup [-- FILE]`: copies the SQLite database named by DATABASE_URL to FILE (default
 * `backups/<name>-<UTC time>.db`), safely while the server runs, and prints its row counts. Then
 * it deletes the backups in that folder older than RETENTION_BACKUP_DAYS. For PostgreSQL it prints
 * the pg_dump and pg_restore commands to use instead and exits with 2.
 */
import path from 'node:path'
import { loadEnvConfig } from '@next/env'
import {
  backupFileName,
  backupSqliteDatabase,
  fileTimestamp,
  postgresBackupCommands,
  pruneBackups,
} from '../src/server/db/backup'
import { sqlitePathFromUrl } from '../src/server/db/client'
import { serverConfig, usesPostgres } from '../src/server/config'
import { cutoffFor } from '../src/server/privacy/retention'

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

async function main() {
  const config = serverConfig()
  if (usesPostgres(config)) {
    const file = `backups/${fileTimestamp(new Date())}.dump`
    const commands = postgresBackupCommands('"$DATABASE_URL"', file)
    console.error(
      [
        'DATABASE_URL names PostgreSQL: back it up with its own tools (pg_dump of the server major',
        'version or newer), or with your provider’s snapshots. From a shell with DATABASE_URL set:',
        `  mkdir -p backups && pg_dump ${commands.dump.join(' ')}`,
        'and to restore it (stop the site first; this replaces the tables):',
        `  pg_restore ${commands.restore.join(' ')}`,
        `Keep such dumps (and snapshots) no longer than RETENTION_BACKUP_DAYS (${config.RETENTION_BACKUP_DAYS} days).`,
      ].join('\n'),
    )
    process.exit(2)
  }

  const source = sqlitePathFromUrl(config.DATABASE_URL)
  if (source === ':memory:') throw new Error('DATABASE_URL names an in-memory database.')
  const now = new Date()
  const destination = path.resolve(
    process.argv[2] ?? path.join('backups', backupFileName(source, now)),
  )
  const counts = await backupSqliteDatabase(source, destination)
  console.log(`Backed up ${source} to ${destination}`)
  for (const { table, rows } of counts) console.log(`  ${table.padEnd(24)} ${rows} rows`)

  // Only once a new copy exists, so the newest backup always stays.
  const cutoff = cutoffFor({ days: config.RETENTION_BACKUP_DAYS }, now)
  const pruned = pruneBackups(path.dirname(destination), source, cutoff)
  console.log(
    `Deleted ${pruned.length} backup${pruned.length === 1 ? '' : 's'} older than ${config.RETENTION_BACKUP_DAYS} days (RETENTION_BACKUP_DAYS)`,
  )
  for (const file of pruned) console.log(`  ${file}`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
