import 'server-only'
import { sql, type Kysely, type Migration } from 'kysely'

const tables = ['contact_submissions', 'partnership_inquiries'] as const

/**
 * The language of the page a lead was sent from (issue 21: CSV exports name it; issue 23 adds
 * French). Every lead until then came from an English page, so existing rows are `en`.
 */
export const leadLanguageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of tables) {
      await db.schema
        .alterTable(table)
        .addColumn('language', 'text', (column) => column.notNull().defaultTo(sql`'en'`))
        .execute()
    }
  },

  async down(db: Kysely<unknown>) {
    for (const table of tables) {
      await db.schema.alterTable(table).dropColumn('language').execute()
    }
  },
}
