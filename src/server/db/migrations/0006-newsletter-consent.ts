import 'server-only'
import type { Kysely, Migration } from 'kysely'

/**
 * The newsletter's consent log (decision 0017): one row per subscription request, confirmation
 * e-mail queued, confirmation and unsubscription. Rows are only ever added; a data-subject erasure
 * and the retention purge are the only things that remove them.
 */
export const newsletterConsentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('newsletter_consent_events')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email_normalized', 'text', (column) => column.notNull())
      .addColumn('event', 'text', (column) => column.notNull())
      .addColumn('occurred_at', 'text', (column) => column.notNull())
      .addColumn('client_address', 'text')
      .addColumn('source', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('newsletter_consent_events_email')
      .on('newsletter_consent_events')
      .columns(['email_normalized', 'event', 'occurred_at'])
      .execute()
    await db.schema
      .createIndex('newsletter_consent_events_occurred_at')
      .on('newsletter_consent_events')
      .column('occurred_at')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('newsletter_consent_events').execute()
  },
}
