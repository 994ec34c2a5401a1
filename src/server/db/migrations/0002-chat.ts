import 'server-only'
import type { Kysely, Migration } from 'kysely'

/** Chat transcripts, kept for the team: one row per conversation and per message. */
export const chatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat_conversations')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('message_count', 'integer', (column) => column.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createIndex('chat_conversations_updated_at')
      .on('chat_conversations')
      .column('updated_at')
      .execute()
    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('conversation_id', 'text', (column) =>
        column.notNull().references('chat_conversations.id').onDelete('cascade'),
      )
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('chat_messages_conversation')
      .on('chat_messages')
      .columns(['conversation_id', 'created_at'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('chat_messages').execute()
    await db.schema.dropTable('chat_conversations').execute()
  },
}
