import 'server-only'
import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Delivered rows stay in the outbox for good; the metrics scrape and the admin Deliveries view
 * read only the undelivered ones, through this index, however long the table grows.
 */
export const outboxUndeliveredMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index outbox_undelivered on outbox (created_at) where delivered_at is null`.execute(
      db,
    )
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('outbox_undelivered').execute()
  },
}
