import 'server-only'
import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import { database } from '../db/client'
import type { AuditEventRow, Database } from '../db/schema'
import { clientAddress } from '../http/client-address'
import { pageOf, type ListQuery, type Page } from '../db/repositories/listing'
import { newId } from '../ids'
import { derivedKey } from '../secrets'
import { normalizeEmail } from '../email-address'

/** Everything the audit trail records (docs/architecture.md, Accounts and the audit trail). */
export const AUDIT_ACTIONS = [
  'sign-in.succeeded',
  'sign-in.failed',
  'sign-in.limited',
  'sign-out',
  'session.revoked',
  'account.invited',
  'account.created',
  'account.removed',
  'account.role-changed',
  'account.password-changed',
  'account.password-check-failed',
  'account.two-factor-enabled',
  'account.two-factor-disabled',
  'record.viewed',
  'list.viewed',
  'lead.marked-spam',
  'lead.unmarked-spam',
  'list.exported',
  'record.deleted',
  'subject.searched',
  'subject.exported',
  'subject.erased',
  'retention.purged',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * Who acted: a team member; an address that matched no account (a failed sign-in); or nobody, for
 * the system's own work (the retention purge) and the shell.
 */
export type AuditActor = { id: string | null; email: string } | null

export type AuditEvent = {
  action: AuditAction
  actor: AuditActor
  clientAddress?: string | null
  target?: { type: string; id?: string | null }
  /** Counts, a role, a list's search... never a visitor's name, e-mail or message. */
  detail?: Record<string, unknown>
}

/**
 * A stable reference to a visitor's e-mail address that is not the address: an HMAC of its
 * normalised form (src/server/email-address.ts). The audit trail names the subject of a
 * data-subject request this way, so an erasure leaves no copy of the address behind while a later
 * request for it can be matched.
 */
export function subjectReference(email: string): string {
  return createHmac('sha256', derivedKey('audit-subject'))
    .update(normalizeEmail(email))
    .digest('hex')
    .slice(0, 32)
}

/**
 * Appends one event. Nothing updates or deletes audit rows but the retention purge, and the
 * count of a `sign-in.limited` event while its window lasts (recordSignInLimited).
 */
export async function recordAudit(
  db: Kysely<Database>,
  event: AuditEvent,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      id: newId(now.getTime()),
      occurred_at: now.toISOString(),
      action: event.action,
      actor_id: event.actor?.id ?? null,
      actor_email: event.actor?.email ?? null,
      client_address: event.clientAddress ?? null,
      target_type: event.target?.type ?? null,
      target_id: event.target?.id ?? null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
    })
    .execute()
}

/** Appends what a team member did through a request, with the request's client address. */
export function auditRequest(
  request: Request,
  actor: AuditActor,
  event: Omit<AuditEvent, 'actor' | 'clientAddress'>,
): Promise<void> {
  return recordAudit(database().db, { ...event, actor, clientAddress: clientAddress(request) })
}

/** An audit event as the admin area shows it. */
export type AuditEventRecord = {
  id: string
  occurredAt: string
  action: string
  actorId?: string
  actorEmail?: string
  clientAddress?: string
  targetType?: string
  targetId?: string
  detail?: Record<string, unknown>
}

function toAuditEventRecord(row: AuditEventRow): AuditEventRecord {
  return {
    id: row.id,
    occurredAt: row.occurred_at,
    action: row.action,
    ...(row.actor_id ? { actorId: row.actor_id } : {}),
    ...(row.actor_email ? { actorEmail: row.actor_email } : {}),
    ...(row.client_address ? { clientAddress: row.client_address } : {}),
    ...(row.target_type ? { targetType: row.target_type } : {}),
    ...(row.target_id ? { targetId: row.target_id } : {}),
    ...(row.detail ? { detail: JSON.parse(row.detail) as Record<string, unknown> } : {}),
  }
}

/** What a record id may be: the site's ids are UUIDs, so no LIKE wildcard can get in. */
export const RECORD_ID_PATTERN = /^[0-9A-Za-z-]{1,64}$/

/** `recordId`: the events about one record, its list pages among them (decision 0029). */
export type AuditFilter = { actorId?: string; action?: string; recordId?: string }

/** One page of the trail, newest first, optionally one person's, one action's or one record's. */
export function pageAuditEvents(
  db: Kysely<Database>,
  query: ListQuery & AuditFilter,
): Promise<Page<AuditEventRecord>> {
  let base = db.selectFrom('audit_events')
  if (query.actorId) base = base.where('actor_id', '=', query.actorId)
  if (query.action) base = base.where('action', '=', query.action)
  const recordId = query.recordId
  if (recordId) {
    if (!RECORD_ID_PATTERN.test(recordId)) throw new Error('Not a record id')
    base = base.where((eb) =>
      eb.or([
        eb('target_id', '=', recordId),
        eb.and([eb('action', '=', 'list.viewed'), eb('detail', 'like', `%"${recordId}"%`)]),
      ]),
    )
  }
  return pageOf(base, 'occurred_at', query, toAuditEventRecord)
}
