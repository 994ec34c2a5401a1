/** `npm run db:migrate`: applies pending migrations to the database named by DATABASE_URL. */
import { loadEnvConfig } from '@next/env'
import { database } from '../src/server/db/client'
import { migrateToLatest } from '../src/server/db/migrate'

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

async function main() {
  const { db, kind } = database()
  const applied = await migrateToLatest(db)
  console.log(
    applied.length
      ? `Applied to ${kind}: ${applied.join(', ')}`
      : `The ${kind} database is up to date.`,
  )
  await db.destroy()
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
