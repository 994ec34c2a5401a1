import 'server-only'
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely'

/**
 * Whether each team session was opened with a second factor (issue 35, decision 0031): where
 * two-factor is required, the session must have been verified, not just the account. Sessions
 * open when this runs were never marked, so they count as password-only: a person with two-factor
 * signs in once more with their code.
 */
export const secondFactorSessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter
    await db.schema
      .alterTable('team_sessions')
      .addColumn('second_factor_verified', postgres ? 'boolean' : 'integer', (column) =>
        column.notNull().defaultTo(postgres ? sql`false` : sql`0`),
      )
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('team_sessions').dropColumn('second_factor_verified').execute()
  },
}
