import 'server-only'
import type { Kysely } from 'kysely'
import { writeTransaction } from '../db/group-commit'
import { findContactSubmission } from '../db/repositories/contact-submissions'
import {
  claimDueOutbox,
  markOutboxAttemptFailed,
  markOutboxDelivered,
  releaseOutboxLeases,
  type OutboxPayload,
} from '../db/repositories/outbox'
import { findPartnershipInquiry } from '../db/repositories/partnership-inquiries'
import { findSubscriberById } from '../db/repositories/newsletter-subscribers'
import type { Database, OutboxRow } from '../db/schema'
import { log } from '../log'
import { createNewsletterToken } from '../newsletter/tokens'
import type { Mailer } from './mailer'
import { contactLeadEmail, newsletterConfirmationEmail, partnershipLeadEmail } from './messages'
import { postSignedWebhook } from './webhook'

export type OutboxSettings = {
  notifyTo: string
  siteUrl: string
  webhookUrl?: string
  webhookSecret?: string
  maxAttempts: number
  backoffBaseMs: number
  backoffMaxMs: number
  deliveryTimeoutMs: number
}

export type OutboxContext = {
  db: Kysely<Database>
  kind: 'sqlite' | 'postgres'
  mailer: Mailer
  settings: OutboxSettings
  now?: () => Date
}

/** Exponential backoff: base, 2x base, 4x base ... capped, after the given failed attempt (1-based). */
export function retryDelayMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1))
}

async function loadLead(
  db: Kysely<Database>,
  payload: Extract<OutboxPayload, { leadType: string }>,
) {
  return payload.leadType === 'contact'
    ? findContactSubmission(db, payload.leadId)
    : findPartnershipInquiry(db, payload.leadId)
}

/** Performs one delivery; throws when it did not go through. */
export async function deliverOutboxRow(
  context: OutboxContext,
  row: OutboxRow,
): Promise<'sent' | 'skipped'> {
  const { db, mailer, settings } = context
  const payload = JSON.parse(row.payload) as OutboxPayload

  if (row.kind === 'newsletter-confirmation' && 'subscriberId' in payload) {
    const subscriber = await findSubscriberById(db, payload.subscriberId)
    if (!subscriber || subscriber.status !== 'pending') return 'skipped'
    const link = (path: string, purpose: 'confirm' | 'unsubscribe') =>
      `${settings.siteUrl}${path}?token=${createNewsletterToken(subscriber.id, purpose)}`
    await mailer.send(
      newsletterConfirmationEmail({
        to: subscriber.email,
        confirmUrl: link('/newsletter/confirm', 'confirm'),
        unsubscribeUrl: link('/newsletter/unsubscribe', 'unsubscribe'),
      }),
    )
    return 'sent'
  }

  if ('leadType' in payload) {
    // A lead deleted before delivery (a privacy request) is not sent anywhere.
    const lead = await loadLead(db, payload)
    if (!lead) return 'skipped'
    if (row.kind === 'lead-email') {
      await mailer.send(
        payload.leadType === 'contact'
          ? contactLeadEmail(settings.notifyTo, lead as Parameters<typeof contactLeadEmail>[1])
          : partnershipLeadEmail(
              settings.notifyTo,
              lead as Parameters<typeof partnershipLeadEmail>[1],
            ),
      )
      return 'sent'
    }
    if (row.kind === 'lead-webhook') {
      if (!settings.webhookUrl || !settings.webhookSecret) return 'skipped'
      await postSignedWebhook({
        url: settings.webhookUrl,
        secret: settings.webhookSecret,
        body: JSON.stringify({ event: `${payload.leadType}.created`, deliveryId: row.id, lead }),
        timeoutMs: settings.deliveryTimeoutMs,
      })
      return 'sent'
    }
  }
  throw new Error(`Unknown outbox row kind ${row.kind}`)
}

/**
 * Claims what is due and delivers it; failures are rescheduled with backoff or given up. When
 * `signal` aborts (shutdown), the delivery in progress finishes and the rest are released at once
 * rather than left to their lease.
 */
export async function processDueOutbox(
  context: OutboxContext,
  { limit = 20, signal }: { limit?: number; signal?: AbortSignal } = {},
): Promise<{ delivered: number; failed: number }> {
  const now = context.now ?? (() => new Date())
  const leaseMs = context.settings.deliveryTimeoutMs * 3 + 30_000
  const rows = await claimDueOutbox(context.db, context.kind, { now: now(), leaseMs, limit })
  let delivered = 0
  let failed = 0
  for (const [index, row] of rows.entries()) {
    if (signal?.aborted) {
      await releaseOutboxLeases(
        context.db,
        rows.slice(index).map((unsent) => unsent.id),
      )
      break
    }
    try {
      const outcome = await deliverOutboxRow(context, row)
      // Recorded before the next delivery starts (decision 0006); on SQLite the record shares its
      // commit with leads arriving at the same moment (decision 0005).
      await writeTransaction(context.db, (trx) => markOutboxDelivered(trx, row.id, now()))
      delivered += 1
      log.info({ outboxId: row.id, kind: row.kind, outcome }, 'outbox delivery done')
    } catch (error) {
      failed += 1
      const attempts = row.attempts + 1
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = attempts >= context.settings.maxAttempts
      const retryAt = giveUp
        ? null
        : new Date(
            now().getTime() +
              retryDelayMs(attempts, context.settings.backoffBaseMs, context.settings.backoffMaxMs),
          )
      await markOutboxAttemptFailed(context.db, row.id, { error: message, retryAt, now: now() })
      log[giveUp ? 'error' : 'warn'](
        { outboxId: row.id, kind: row.kind, attempts, retryAt, error: message },
        giveUp ? 'outbox delivery given up' : 'outbox delivery failed, will retry',
      )
    }
  }
  return { delivered, failed }
}
