import 'server-only'
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely'

/**
 * Whether each team session was opened with a second factor (issue 35, decision 0031): where
 * two-factor is required, the session must have been verified, not just the account. Sessions
 * open when this runs were never marked, so they count as password-only: a person with two-factor
 * signs in once more with their code. And the authenticator codes already accepted, each for as
 * long as it would still be accepted, so that one code opens one session.
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
    await db.schema
      .createTable('team_used_codes')
      // A digest of the member and the code: one row per code, so a second claim of it fails.
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('member_id', 'text', (column) =>
        column.notNull().references('team_members.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('team_used_codes_member_id')
      .on('team_used_codes')
      .column('member_id')
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('team_used_codes').execute()
    await db.schema.alterTable('team_sessions').dropColumn('second_factor_verified').execute()
  },
}
