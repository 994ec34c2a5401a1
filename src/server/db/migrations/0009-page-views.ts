import 'server-only'
import type { Kysely, Migration } from 'kysely'

/**
 * Page views counted per page and day (issue 21, decision 0026): a number per path and day, with
 * no identifier, address or browser detail, for the dashboard's conversion per page.
 */
export const pageViewsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('page_views')
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('path', 'text', (column) => column.notNull())
      .addColumn('views', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('page_views_day_path', ['day', 'path'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('page_views').execute()
  },
}
