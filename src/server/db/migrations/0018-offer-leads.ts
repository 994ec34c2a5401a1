import 'server-only'
import type { Kysely, Migration } from 'kysely'

/**
 * The offers a visitor sends from the offer check with a contact lead (issue 38, decision 0034):
 * the terms as they were sent and the version of their shape, as one JSON document in a column of
 * the lead's own row, so they are read, exported, erased and purged with it. Null for a lead sent
 * from the contact form.
 */
export const offerLeadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_submissions').addColumn('offers', 'text').execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_submissions').dropColumn('offers').execute()
  },
}
