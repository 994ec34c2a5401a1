import 'server-only'
import type { Kysely, Migration } from 'kysely'

/**
 * When each team member last looked at each lead list (issue 21), so the admin navigation can say
 * how many leads arrived since. Goes with the member's account.
 */
export const leadListVisitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lead_list_visits')
      .addColumn('member_id', 'text', (column) =>
        column.notNull().references('team_members.id').onDelete('cascade'),
      )
      .addColumn('list', 'text', (column) => column.notNull())
      .addColumn('seen_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('lead_list_visits_member_list', ['member_id', 'list'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lead_list_visits').execute()
  },
}
