/**
 * `npm run db:backup [-- FILE]`: copies the SQLite database named by DATABASE_URL to FILE (default
 * `backups/<name>-<UTC time>.db`), safely while the server runs, and prints its row counts. For
 * PostgreSQL it prints the pg_dump and pg_restore commands to use instead and exits with 2.
 */
import path from 'node:path'
import { loadEnvConfig } from '@next/env'
import { backupSqliteDatabase, postgresBackupCommands } from '../src/server/db/backup'
import { sqlitePathFromUrl } from '../src/server/db/client'
import { serverConfig, usesPostgres } from '../src/server/config'

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

/** `20261121T124800Z`: sorts by time and is a valid file name everywhere. */
function fileTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
}

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
      ].join('\n'),
    )
    process.exit(2)
  }

  const source = sqlitePathFromUrl(config.DATABASE_URL)
  if (source === ':memory:') throw new Error('DATABASE_URL names an in-memory database.')
  const destination = path.resolve(
    process.argv[2] ??
      path.join(
        'backups',
        `${path.basename(source, path.extname(source))}-${fileTimestamp(new Date())}.db`,
      ),
  )
  const counts = await backupSqliteDatabase(source, destination)
  console.log(`Backed up ${source} to ${destination}`)
  for (const { table, rows } of counts) console.log(`  ${table.padEnd(24)} ${rows} rows`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
