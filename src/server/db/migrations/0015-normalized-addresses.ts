import 'server-only'
import type { Kysely, Migration } from 'kysely'
import { emailAddressesIn, normalizeEmail } from '../../email-address'

const leadTables = ['contact_submissions', 'partnership_inquiries'] as const

/** Rows read at a time while filling, so a large table is never held in memory at once. */
const BATCH = 500

/** The tables as this migration sees them (as they are now, not as later ones may make them). */
type Tables = {
  contact_submissions: { id: string; email: string; email_normalized: string | null }
  partnership_inquiries: { id: string; email: string; email_normalized: string | null }
  newsletter_subscribers: { id: string; email: string; email_normalized: string }
  newsletter_consent_events: { id: string; email_normalized: string }
  chat_messages: { id: string; conversation_id: string; message: string }
  chat_addresses: { conversation_id: string; email_normalized: string }
}

/**
 * Every e-mail address the site keeps gets one normal form computed by the application
 * (src/server/email-address.ts; issue 35), and lookups compare that: SQLite's `lower()` folds
 * ASCII only, so `ÉRIC.Tremblay@Exemple.ca` was never found by a data-subject request.
 *
 * - Leads get `email_normalized`, indexed, filled here for the rows already kept.
 * - Subscribers and the consent log had one, lower-cased without NFC; it is recomputed.
 * - `chat_addresses` holds the addresses written in each conversation's messages, so a request
 *   finds the conversations that name exactly its address (not `malice@…` for `alice@…`) without
 *   reading every message; filled here from the messages kept.
 *
 * The erasure records (`privacy_suppressions`) hold a keyed hash of the normalised address, not
 * the address, so there is nothing of theirs to recompute.
 */
export const normalizedAddressesMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Tables>
    for (const table of leadTables) {
      await db.schema.alterTable(table).addColumn('email_normalized', 'text').execute()
      await db.schema
        .createIndex(`${table}_email_normalized`)
        .on(table)
        .column('email_normalized')
        .execute()
    }
    await db.schema
      .createTable('chat_addresses')
      .addColumn('conversation_id', 'text', (column) =>
        column.notNull().references('chat_conversations.id').onDelete('cascade'),
      )
      .addColumn('email_normalized', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('chat_addresses_primary', ['conversation_id', 'email_normalized'])
      .execute()
    await db.schema
      .createIndex('chat_addresses_email_normalized')
      .on('chat_addresses')
      .column('email_normalized')
      .execute()

    // PostgreSQL runs each migration in a transaction; SQLite does not, and one transaction saves
    // a disk flush per row there.
    if (db.isTransaction) await fill(db)
    else await db.transaction().execute(fill)
  },

  async down(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Tables>
    await db.schema.dropTable('chat_addresses').execute()
    for (const table of leadTables) {
      await db.schema.dropIndex(`${table}_email_normalized`).execute()
      await db.schema.alterTable(table).dropColumn('email_normalized').execute()
    }
  },
}

async function fill(db: Kysely<Tables>) {
  for (const table of leadTables) {
    await eachBatch(
      (after) =>
        db
          .selectFrom(table)
          .select(['id', 'email'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .execute(),
      async (row) => {
        await db
          .updateTable(table)
          .set({ email_normalized: normalizeEmail(row.email) })
          .where('id', '=', row.id)
          .execute()
      },
    )
  }

  await eachBatch(
    (after) =>
      db
        .selectFrom('newsletter_subscribers')
        .select(['id', 'email', 'email_normalized'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute(),
    async (row) => {
      const normalized = normalizeEmail(row.email)
      if (normalized === row.email_normalized) return
      // Two subscriptions that differ only in how an accent was typed stay as they were: the
      // address is unique, and neither may be dropped without the person's say.
      const taken = await db
        .selectFrom('newsletter_subscribers')
        .select('id')
        .where('email_normalized', '=', normalized)
        .executeTakeFirst()
      if (taken) return
      await db
        .updateTable('newsletter_subscribers')
        .set({ email_normalized: normalized })
        .where('id', '=', row.id)
        .execute()
    },
  )

  await eachBatch(
    (after) =>
      db
        .selectFrom('newsletter_consent_events')
        .select(['id', 'email_normalized'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute(),
    async (row) => {
      const normalized = normalizeEmail(row.email_normalized)
      if (normalized === row.email_normalized) return
      await db
        .updateTable('newsletter_consent_events')
        .set({ email_normalized: normalized })
        .where('id', '=', row.id)
        .execute()
    },
  )

  await eachBatch(
    (after) =>
      db
        .selectFrom('chat_messages')
        .select(['id', 'conversation_id', 'message'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute(),
    async (row) => {
      const addresses = emailAddressesIn(row.message)
      if (addresses.length === 0) return
      await db
        .insertInto('chat_addresses')
        .values(
          addresses.map((address) => ({
            conversation_id: row.conversation_id,
            email_normalized: address,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['conversation_id', 'email_normalized']).doNothing(),
        )
        .execute()
    },
  )
}

/** Calls `each` for every row `read` returns, a batch at a time in id order. */
async function eachBatch<Row extends { id: string }>(
  read: (after: string) => Promise<Row[]>,
  each: (row: Row) => Promise<void>,
) {
  let after = ''
  for (;;) {
    const rows = await read(after)
    for (const row of rows) await each(row)
    if (rows.length < BATCH) return
    after = rows.at(-1)!.id
  }
}
