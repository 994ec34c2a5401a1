import 'server-only'
import type { Kysely, Migration } from 'kysely'

/** The morning digest (issue 21): one row per day it was queued, so several instances send one. */
export const leadDigestsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lead_digests')
      .addColumn('day', 'text', (column) => column.primaryKey())
      .addColumn('queued_at', 'text', (column) => column.notNull())
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lead_digests').execute()
  },
}
