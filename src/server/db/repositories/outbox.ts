import 'server-only'
import { sql, type Kysely } from 'kysely'
import { newId } from '../../ids'
import type { Database, LeadType, OutboxKind, OutboxRow } from '../schema'
import { pageOf, type ListQuery, type Page } from './listing'

/** What each kind of outbox row holds: ids only, so no personal data is copied (decision 0006). */
export type OutboxPayloads = {
  'lead-email': { leadType: LeadType; leadId: string }
  'lead-webhook': { leadType: LeadType; leadId: string }
  /** The team's morning summary of the leads of `day` (`YYYY-MM-DD` in the digest's time zone). */
  'lead-digest': { day: string }
  'newsletter-confirmation': { subscriberId: string }
  'team-invitation': { invitationId: string }
  /** A readiness checklist asked for on the site (issue 39): its row of `checklist_emails`. */
  'checklist-email': { checklistEmailId: string }
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

/** The state of the undelivered outbox, read at each metrics scrape. */
export type OutboxHealth = {
  /** Undelivered and still being retried. */
  pending: number
  /** Undelivered and given up. */
  givenUp: number
  /** When the oldest pending row was written, or null when none is pending. */
  oldestPendingAt: string | null
}

export async function outboxHealth(db: Kysely<Database>): Promise<OutboxHealth> {
  const result = await sql<{ pending: unknown; given_up: unknown; oldest: string | null }>`
    select
      count(case when failed_at is null then 1 end) as pending,
      count(failed_at) as given_up,
      min(case when failed_at is null then created_at end) as oldest
    from outbox
    where delivered_at is null`.execute(db)
  const row = result.rows[0]
  return {
    pending: Number(row?.pending ?? 0),
    givenUp: Number(row?.given_up ?? 0),
    oldestPendingAt: row?.oldest ?? null,
  }
}

/**
 * One page of the deliveries that went wrong: undelivered rows with a failed attempt, still being
 * retried or given up; newest first.
 */
export function pageFailedOutbox(db: Kysely<Database>, query: ListQuery): Promise<Page<OutboxRow>> {
  const base = db
    .selectFrom('outbox')
    .where('delivered_at', 'is', null)
    .where('last_error', 'is not', null)
  return pageOf(base, 'created_at', query, (row) => ({ ...row, attempts: Number(row.attempts) }))
}

/**
 * Makes an undelivered row due now, given up or not, so the next worker pass tries it once more.
 * A row a worker holds right now (its lease not over) is left alone. False when nothing matched.
 */
export async function retryOutboxNow(
  db: Kysely<Database>,
  id: string,
  now: Date = new Date(),
): Promise<boolean> {
  const nowIso = now.toISOString()
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: nowIso, failed_at: null, locked_until: null })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
