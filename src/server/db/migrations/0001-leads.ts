import 'server-only'
import { sql, type Kysely, type Migration } from 'kysely'

/** Leads, newsletter subscribers and the outbox. Written once for SQLite and PostgreSQL alike. */
export const leadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_submissions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('company', 'text')
      .addColumn('message', 'text')
      .addColumn('submitted_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('contact_submissions_submitted_at')
      .on('contact_submissions')
      .column('submitted_at')
      .execute()

    await db.schema
      .createTable('partnership_inquiries')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('company', 'text', (column) => column.notNull())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('job_title', 'text', (column) => column.notNull())
      .addColumn('partnership_type', 'text', (column) => column.notNull())
      .addColumn('business_description', 'text', (column) => column.notNull())
      .addColumn('funding_range', 'text', (column) => column.notNull())
      .addColumn('client_volume', 'text', (column) => column.notNull())
      .addColumn('partnership_goals', 'text', (column) => column.notNull())
      .addColumn('consent', 'integer', (column) => column.notNull())
      .addColumn('submitted_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('partnership_inquiries_submitted_at')
      .on('partnership_inquiries')
      .column('submitted_at')
      .execute()

    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('email_normalized', 'text', (column) => column.notNull().unique())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('consent_source', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('unsubscribed_at', 'text')
      .execute()

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('delivered_at', 'text')
      .addColumn('failed_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
    // The worker looks for rows that are neither delivered nor given up, by due time.
    await sql`create index outbox_due on outbox (next_attempt_at) where delivered_at is null and failed_at is null`.execute(
      db,
    )
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'outbox',
      'newsletter_subscribers',
      'partnership_inquiries',
      'contact_submissions',
    ]) {
      await db.schema.dropTable(table).execute()
    }
  },
}
