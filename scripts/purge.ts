/**
 * `npm run db:purge`: deletes, once, every record of the database named by DATABASE_URL that is
 * past its retention (README, Retention) and prints how many of each kind went. The server does
 * the same every day by itself.
 */
import { loadEnvConfig } from '@next/env'
import { serverConfig } from '../src/server/config'
import { database } from '../src/server/db/client'
import { purgeExpired } from '../src/server/privacy/retention'

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

async function main() {
  const app = database()
  const counts = await purgeExpired(app, serverConfig())
  if (!counts) {
    console.log('Another instance is purging right now; nothing was done.')
  } else {
    console.log(`Purged the ${app.kind} database:`)
    for (const [rule, rows] of Object.entries(counts)) console.log(`  ${rule.padEnd(26)} ${rows}`)
  }
  await app.db.destroy()
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
