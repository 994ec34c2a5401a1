import 'server-only'
import type { Kysely, Migration } from 'kysely'

/**
 * The funding readiness check (issue 39, decision 0035): a contact lead sent from the check carries
 * its answers (the check's address query, `readiness_answers`); and each checklist e-mail asked
 * for is a row of `checklist_emails`, holding the address only until the e-mail is sent and a keyed
 * hash of it (`recipient_reference`) for the per-address limit and data-subject requests, and one of the visitor's network
 * (`visitor_reference`, the rate limiter's key) for the per-visitor limit.
 */
export const readinessMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('contact_submissions')
      .addColumn('readiness_answers', 'text')
      .execute()
    await db.schema
      .createTable('checklist_emails')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text')
      .addColumn('recipient_reference', 'text', (column) => column.notNull())
      .addColumn('visitor_reference', 'text', (column) => column.notNull())
      .addColumn('answers', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'text')
      .execute()
    await db.schema
      .createIndex('checklist_emails_recipient')
      .on('checklist_emails')
      .columns(['recipient_reference', 'created_at'])
      .execute()
    await db.schema
      .createIndex('checklist_emails_visitor')
      .on('checklist_emails')
      .columns(['visitor_reference', 'created_at'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('checklist_emails').execute()
    await db.schema.alterTable('contact_submissions').dropColumn('readiness_answers').execute()
  },
}
