import 'server-only'
import type { Kysely, Migration } from 'kysely'

/**
 * The audit trail: one row per sign-in, account change, record viewed, list exported, record
 * deleted or data-subject request. Rows are only ever added; the retention purge alone removes
 * them, once older than RETENTION_AUDIT_MONTHS.
 */
export const auditEventsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('occurred_at', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_email', 'text')
      .addColumn('client_address', 'text')
      .addColumn('target_type', 'text')
      .addColumn('target_id', 'text')
      .addColumn('detail', 'text')
      .execute()
    await db.schema
      .createIndex('audit_events_occurred_at')
      .on('audit_events')
      .column('occurred_at')
      .execute()
    await db.schema
      .createIndex('audit_events_actor')
      .on('audit_events')
      .columns(['actor_id', 'occurred_at'])
      .execute()
    await db.schema
      .createIndex('audit_events_action')
      .on('audit_events')
      .columns(['action', 'occurred_at'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_events').execute()
  },
}
