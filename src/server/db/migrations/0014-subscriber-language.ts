import 'server-only'
import { sql, type Kysely, type Migration } from 'kysely'

/**
 * The language of the page a newsletter subscription was made on (issue 23): its confirmation
 * e-mail and link pages are in that language. Every subscription until then came from an English
 * page, so existing rows are `en`.
 */
export const subscriberLanguageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('newsletter_subscribers')
      .addColumn('language', 'text', (column) => column.notNull().defaultTo(sql`'en'`))
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('newsletter_subscribers').dropColumn('language').execute()
  },
}
