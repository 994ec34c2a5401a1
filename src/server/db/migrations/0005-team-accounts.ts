import 'server-only'
import { PostgresAdapter, type Kysely, type Migration } from 'kysely'

/**
 * Per-person team accounts (decision 0020): the tables better-auth keeps, under our names and in
 * snake_case (src/server/auth/team-auth.ts maps its fields onto these columns), and the
 * invitations an owner sends. better-auth writes real timestamps and booleans on PostgreSQL and
 * ISO strings and 0/1 on SQLite, so those columns take each database's own type. A unit test
 * checks that better-auth finds nothing missing (team-auth.test.ts).
 */
export const teamAccountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter
    const timestamp = postgres ? 'timestamptz' : 'date'
    const boolean = postgres ? 'boolean' : 'integer'

    await db.schema
      .createTable('team_members')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('email_verified', boolean, (column) => column.notNull())
      .addColumn('image', 'text')
      .addColumn('role', 'text', (column) => column.notNull().defaultTo('member'))
      .addColumn('two_factor_enabled', boolean)
      .addColumn('created_at', timestamp, (column) => column.notNull())
      .addColumn('updated_at', timestamp, (column) => column.notNull())
      .execute()

    await db.schema
      .createTable('team_sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token', 'text', (column) => column.notNull().unique())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('team_members.id').onDelete('cascade'),
      )
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .addColumn('ip_address', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', timestamp, (column) => column.notNull())
      .addColumn('updated_at', timestamp, (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('team_sessions_user_id')
      .on('team_sessions')
      .column('user_id')
      .execute()

    await db.schema
      .createTable('team_credentials')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('provider_id', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('team_members.id').onDelete('cascade'),
      )
      .addColumn('access_token', 'text')
      .addColumn('refresh_token', 'text')
      .addColumn('id_token', 'text')
      .addColumn('access_token_expires_at', timestamp)
      .addColumn('refresh_token_expires_at', timestamp)
      .addColumn('scope', 'text')
      .addColumn('password', 'text')
      .addColumn('created_at', timestamp, (column) => column.notNull())
      .addColumn('updated_at', timestamp, (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('team_credentials_user_id')
      .on('team_credentials')
      .column('user_id')
      .execute()

    await db.schema
      .createTable('team_verifications')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('identifier', 'text', (column) => column.notNull())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('expires_at', timestamp, (column) => column.notNull())
      .addColumn('created_at', timestamp, (column) => column.notNull())
      .addColumn('updated_at', timestamp, (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('team_verifications_identifier')
      .on('team_verifications')
      .column('identifier')
      .execute()

    await db.schema
      .createTable('team_two_factors')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('secret', 'text', (column) => column.notNull())
      .addColumn('backup_codes', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('team_members.id').onDelete('cascade'),
      )
      .addColumn('verified', boolean)
      .addColumn('failed_verification_count', 'integer')
      .addColumn('locked_until', timestamp)
      .execute()
    await db.schema
      .createIndex('team_two_factors_secret')
      .on('team_two_factors')
      .column('secret')
      .execute()
    await db.schema
      .createIndex('team_two_factors_user_id')
      .on('team_two_factors')
      .column('user_id')
      .execute()

    // Ours: an owner's invitation, valid for 72 hours, until accepted or withdrawn.
    await db.schema
      .createTable('team_invitations')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('invited_by', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('accepted_at', 'text')
      .execute()
    await db.schema
      .createIndex('team_invitations_email')
      .on('team_invitations')
      .column('email')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'team_invitations',
      'team_two_factors',
      'team_verifications',
      'team_credentials',
      'team_sessions',
      'team_members',
    ]) {
      await db.schema.dropTable(table).execute()
    }
  },
}
