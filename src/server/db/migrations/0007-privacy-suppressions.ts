import 'server-only'
import type { Kysely, Migration } from 'kysely'

/**
 * Data-subject requests (decision 0019): each lead remembers the chat conversation of the browser
 * that sent it, so an erasure finds that conversation too; and an erased address leaves a
 * suppression entry keyed by its HMAC (never the address), so it is not re-subscribed by accident.
 */
export const privacySuppressionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['contact_submissions', 'partnership_inquiries']) {
      await db.schema.alterTable(table).addColumn('chat_conversation_id', 'text').execute()
    }
    await db.schema
      .createTable('privacy_suppressions')
      .addColumn('subject_reference', 'text', (column) => column.primaryKey())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('privacy_suppressions').execute()
    for (const table of ['contact_submissions', 'partnership_inquiries']) {
      await db.schema.alterTable(table).dropColumn('chat_conversation_id').execute()
    }
  },
}
