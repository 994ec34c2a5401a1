import 'server-only'
import { sql, type Kysely, type Migration } from 'kysely'

const LEAD_TABLES = ['contact_submissions', 'partnership_inquiries'] as const

/** Where a visit came from (issue 21): the same seven columns for the first and the latest visit. */
export const SOURCE_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer_host',
  'landing_page',
] as const

/**
 * The lead workspace (decision 0025). Each lead gains a status (new until someone works it), an
 * owner among the team, when its status first and last changed, and where its browser session
 * came from. What happens to a lead (status and owner changes, notes) is a `lead_events` row that
 * points at its lead with a cascading foreign key, so every way a lead is deleted (an owner's
 * action, an erasure, the retention purge) takes its notes with it.
 */
export const leadWorkspaceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of LEAD_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
        .execute()
      // SQLite adds one column per statement, and a reference only with a NULL default.
      await db.schema
        .alterTable(table)
        .addColumn('owner_id', 'text', (column) =>
          column.references('team_members.id').onDelete('set null'),
        )
        .execute()
      for (const column of ['status_changed_at', 'first_handled_at', 'form_page'])
        await db.schema.alterTable(table).addColumn(column, 'text').execute()
      for (const touch of ['first', 'latest'])
        for (const field of SOURCE_FIELDS)
          await db.schema.alterTable(table).addColumn(`${touch}_${field}`, 'text').execute()
      await db.schema.createIndex(`${table}_status`).on(table).column('status').execute()
      await db.schema.createIndex(`${table}_owner_id`).on(table).column('owner_id').execute()
    }

    await db.schema
      .createTable('lead_events')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('contact_submission_id', 'text', (column) =>
        column.references('contact_submissions.id').onDelete('cascade'),
      )
      .addColumn('partnership_inquiry_id', 'text', (column) =>
        column.references('partnership_inquiries.id').onDelete('cascade'),
      )
      .addColumn('occurred_at', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('actor_id', 'text', (column) =>
        column.references('team_members.id').onDelete('set null'),
      )
      .addColumn('actor_name', 'text')
      .addColumn('from_value', 'text')
      .addColumn('to_value', 'text')
      .addColumn('body', 'text')
      .addCheckConstraint(
        'lead_events_one_lead',
        // Exactly one of the two leads.
        sql`(contact_submission_id is null) <> (partnership_inquiry_id is null)`,
      )
      .execute()
    for (const column of ['contact_submission_id', 'partnership_inquiry_id'])
      await db.schema
        .createIndex(`lead_events_${column}`)
        .on('lead_events')
        .column(column)
        .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lead_events').execute()
    for (const table of LEAD_TABLES) {
      await db.schema.dropIndex(`${table}_owner_id`).execute()
      await db.schema.dropIndex(`${table}_status`).execute()
      const columns = [
        'status',
        'owner_id',
        'status_changed_at',
        'first_handled_at',
        'form_page',
        ...['first', 'latest'].flatMap((touch) =>
          SOURCE_FIELDS.map((field) => `${touch}_${field}`),
        ),
      ]
      for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute()
    }
  },
}
