import 'server-only'
import { sql, type Kysely } from 'kysely'
import { newId } from '../../ids'
import type { Database, LeadType, OutboxKind, OutboxRow } from '../schema'

/** What each kind of outbox row holds: ids only, so no personal data is copied (decision 0006). */
export type OutboxPayloads = {
  'lead-email': { leadType: LeadType; leadId: string }
  'lead-webhook': { leadType: LeadType; leadId: string }
  'newsletter-confirmation': { subscriberId: string }
}

/** Adds a delivery to the outbox; call inside the transaction that writes what it announces. */
export async function enqueueOutbox<Kind extends OutboxKind>(
  db: Kysely<Database>,
  kind: Kind,
  payload: OutboxPayloads[Kind],
  now: Date = new Date(),
): Promise<string> {
  const id = newId(now.getTime())
  await db
    .insertInto('outbox')
    .values({
      id,
      kind,
      payload: JSON.stringify(payload),
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .execute()
  return id
}

/**
 * Claims up to `limit` due deliveries for `leaseMs`, in one statement, so two workers never hold
 * the same row: PostgreSQL skips rows another transaction has locked; SQLite runs one writer at a
 * time. A worker that dies leaves its lease to expire, and the row is delivered again later.
 */
export async function claimDueOutbox(
  db: Kysely<Database>,
  kind: 'sqlite' | 'postgres',
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  const nowIso = now.toISOString()
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString()
  const lockClause = kind === 'postgres' ? sql`for update skip locked` : sql``
  const result = await sql<OutboxRow>`
    update outbox set locked_until = ${leaseUntil}
    where id in (
      select id from outbox
      where delivered_at is null and failed_at is null and next_attempt_at <= ${nowIso}
        and (locked_until is null or locked_until < ${nowIso})
      order by next_attempt_at
      limit ${limit}
      ${lockClause}
    )
    returning *`.execute(db)
  return result.rows.map((row) => ({ ...row, attempts: Number(row.attempts) }))
}

export async function markOutboxDelivered(
  db: Kysely<Database>,
  id: string,
  now: Date = new Date(),
) {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      delivered_at: now.toISOString(),
      locked_until: null,
      attempts: eb('attempts', '+', 1),
      last_error: null,
    }))
    .where('id', '=', id)
    .execute()
}

/** Records a failed attempt: retry at `retryAt`, or give up when it is null. */
export async function markOutboxAttemptFailed(
  db: Kysely<Database>,
  id: string,
  { error, retryAt, now = new Date() }: { error: string; retryAt: Date | null; now?: Date },
) {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 2000),
      locked_until: null,
      next_attempt_at: (retryAt ?? now).toISOString(),
      failed_at: retryAt ? null : now.toISOString(),
    }))
    .where('id', '=', id)
    .execute()
}

/** Gives claimed rows back before their lease ends (a worker stopping before it reached them). */
export async function releaseOutboxLeases(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return
  await db
    .updateTable('outbox')
    .set({ locked_until: null })
    .where('id', 'in', ids)
    .where('delivered_at', 'is', null)
    .execute()
}

export async function findOutboxRows(db: Kysely<Database>): Promise<OutboxRow[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at').execute()
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }))
}
