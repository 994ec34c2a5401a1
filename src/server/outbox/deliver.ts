import 'server-only'
import type { Kysely } from 'kysely'
import { isLocale } from '@/i18n/locales'
import { requiredEmail } from '@/lib/schemas/fields'
import type { LeadsWebhook } from '../config'
import { writeTransaction } from '../db/group-commit'
import {
  claimDueOutbox,
  markOutboxAttemptFailed,
  markOutboxDelivered,
  releaseOutboxLeases,
  type OutboxPayloads,
} from '../db/repositories/outbox'
import { findSubscriberById } from '../db/repositories/newsletter-subscribers'
import type { Database, OutboxKind, OutboxRow } from '../db/schema'
import { invitationToken } from '../auth/invitation-token'
import { leadType, teamEmailAbout } from '../leads/lead-types'
import { linkPageAddress, type NewsletterLinkPage } from '../leads/newsletter-link'
import { log } from '../log'
import { metrics } from '../metrics/registry'
import { createNewsletterToken } from '../newsletter/tokens'
import type { Mailer } from './mailer'
import { checklistEmail, newsletterConfirmationEmail, teamInvitationEmail } from './messages'
import { findChecklistEmail, forgetChecklistAddress } from '../leads/checklist-email'
import { postSignedWebhook } from './webhook'
import { digestCounts, leadDigestEmail } from '../leads/lead-digest-report'

export type OutboxSettings = {
  notifyTo: string
  siteUrl: string
  /** Unset: webhook rows (queued while it was set) are skipped. */
  webhook?: LeadsWebhook
  /** The morning digest's recipients and time zone; unset: digest rows are skipped. */
  digest?: { to: string[]; timeZone: string }
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

type Outcome = 'sent' | 'skipped'

/** Performs one delivery of a kind; throws when it did not go through. */
type Delivery<Kind extends OutboxKind> = (
  context: OutboxContext,
  delivery: { id: string; payload: OutboxPayloads[Kind] },
) => Promise<Outcome>

// A lead or subscriber deleted before delivery (a privacy request) is not sent anywhere.
const deliveries: { [Kind in OutboxKind]: Delivery<Kind> } = {
  'lead-email': async ({ db, mailer, settings }, { id, payload }) => {
    const message = await teamEmailAbout(db, payload.leadType, payload.leadId, settings.notifyTo)
    if (!message) return 'skipped'
    await mailer.send(message, { deliveryId: id })
    return 'sent'
  },

  'lead-webhook': async ({ db, settings }, { id, payload }) => {
    if (!settings.webhook) return 'skipped'
    const lead = await leadType(payload.leadType).find(db, payload.leadId)
    if (!lead) return 'skipped'
    await postSignedWebhook({
      ...settings.webhook,
      body: JSON.stringify({ event: `${payload.leadType}.created`, deliveryId: id, lead }),
      timeoutMs: settings.deliveryTimeoutMs,
    })
    return 'sent'
  },

  'lead-digest': async ({ db, mailer, settings }, { id, payload }) => {
    if (!settings.digest) return 'skipped'
    const counts = await digestCounts(db, payload.day, settings.digest.timeZone)
    await mailer.send(
      leadDigestEmail(settings.digest.to, counts, {
        siteUrl: settings.siteUrl,
        timeZone: settings.digest.timeZone,
      }),
      { deliveryId: id },
    )
    return 'sent'
  },

  'newsletter-confirmation': async ({ db, mailer, settings }, { id, payload }) => {
    const subscriber = await findSubscriberById(db, payload.subscriberId)
    if (!subscriber || subscriber.status !== 'pending') return 'skipped'
    const locale = isLocale(subscriber.language) ? subscriber.language : 'en'
    const link = (page: NewsletterLinkPage, purpose: 'confirm' | 'unsubscribe') =>
      `${settings.siteUrl}${linkPageAddress(page, locale)}?token=${createNewsletterToken(subscriber.id, purpose)}`
    await mailer.send(
      newsletterConfirmationEmail({
        to: subscriber.email,
        confirmUrl: link('/newsletter/confirm', 'confirm'),
        unsubscribeUrl: link('/newsletter/unsubscribe', 'unsubscribe'),
        locale,
      }),
      { deliveryId: id },
    )
    return 'sent'
  },

  'team-invitation': async ({ db, mailer, settings, now }, { id, payload }) => {
    const invitation = await db
      .selectFrom('team_invitations')
      .selectAll()
      .where('id', '=', payload.invitationId)
      .executeTakeFirst()
    const current = (now ?? (() => new Date()))()
    // Withdrawn, used or expired before it could go: there is nothing to invite to any more.
    if (
      !invitation ||
      invitation.accepted_at ||
      Date.parse(invitation.expires_at) <= current.getTime()
    ) {
      return 'skipped'
    }
    const token = invitationToken({ id: invitation.id, expiresAt: invitation.expires_at })
    await mailer.send(
      teamInvitationEmail({
        to: invitation.email,
        role: invitation.role,
        acceptUrl: `${settings.siteUrl}/admin/invitation?token=${token}`,
        expiresAt: invitation.expires_at,
      }),
      { deliveryId: id },
    )
    return 'sent'
  },

  'checklist-email': async ({ db, mailer, settings, now }, { id, payload }) => {
    const request = await findChecklistEmail(db, payload.checklistEmailId)
    // Erased (a data-subject request) or already sent: nothing goes. Nor does an address the
    // e-mail rule refuses now (one stored before it refused quotes and comments): the mail library
    // would read a name the requester wrote into it.
    if (!request?.email || !requiredEmail().safeParse(request.email).success) return 'skipped'
    const locale = isLocale(request.language) ? request.language : 'en'
    await mailer.send(
      checklistEmail({
        to: request.email,
        answers: request.answers,
        locale,
        siteUrl: settings.siteUrl,
      }),
      { deliveryId: id },
    )
    await forgetChecklistAddress(db, request.id, (now ?? (() => new Date()))())
    return 'sent'
  },
}

/** Performs one delivery, by the row's kind; throws when it did not go through. */
export async function deliverOutboxRow(context: OutboxContext, row: OutboxRow): Promise<Outcome> {
  if (!Object.hasOwn(deliveries, row.kind)) throw new Error(`Unknown outbox row kind ${row.kind}`)
  return deliverAs(row.kind, context, row)
}

function deliverAs<Kind extends OutboxKind>(kind: Kind, context: OutboxContext, row: OutboxRow) {
  const deliver: Delivery<Kind> = deliveries[kind]
  // The row was written by enqueueOutbox with the payload of its kind.
  return deliver(context, { id: row.id, payload: JSON.parse(row.payload) as OutboxPayloads[Kind] })
}

/** Anything shaped like an e-mail address, bracketed or not. */
const EMAIL_ADDRESS = /[^\s<>()[\]@"',;:]+@[^\s<>()[\]@"',;:]+/g

/**
 * A failed delivery's error as it may be stored and logged: mail servers name the recipient in
 * their refusals ("550 5.1.1 <ada@example.com>: mailbox unavailable"), and the outbox table and the
 * log are no place for a person's address, so every address in it becomes `[address]`.
 */
export function failureWithoutAddresses(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(EMAIL_ADDRESS, '[address]')
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
      const message = failureWithoutAddresses(error)
      const giveUp = attempts >= context.settings.maxAttempts
      const retryAt = giveUp
        ? null
        : new Date(
            now().getTime() +
              retryDelayMs(attempts, context.settings.backoffBaseMs, context.settings.backoffMaxMs),
          )
      await markOutboxAttemptFailed(context.db, row.id, { error: message, retryAt, now: now() })
      metrics().deliveriesFailed.inc({ kind: row.kind })
      if (giveUp) metrics().deliveriesGivenUp.inc({ kind: row.kind })
      log[giveUp ? 'error' : 'warn'](
        { outboxId: row.id, kind: row.kind, attempts, retryAt, error: message },
        giveUp ? 'outbox delivery given up' : 'outbox delivery failed, will retry',
      )
    }
  }
  return { delivered, failed }
}
