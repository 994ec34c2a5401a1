import 'server-only'
import type { Kysely } from 'kysely'
import { subjectReference } from '../audit/audit'
import { writeTransaction } from '../db/group-commit'
import { enqueueOutbox } from '../db/repositories/outbox'
import {
  findSubscriberByEmail,
  findSubscriberById,
  insertSubscriber,
  setSubscriberStatus,
} from '../db/repositories/newsletter-subscribers'
import { privacySuppressedSince } from '../db/repositories/privacy-suppressions'
import type { Database, NewsletterSubscriberRow } from '../db/schema'
import { newId } from '../ids'
import { verifyNewsletterToken } from '../newsletter/tokens'
import { wakeOutboxWorker } from '../outbox/worker'

/** A pending address gets at most one confirmation e-mail in this window, however often it is entered. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000

/**
 * Adds an address to the newsletter (double opt-in: it starts pending and a confirmation e-mail
 * is queued, and the outbox worker woken once that commits). Idempotent per address, ignoring
 * case. `created` is false when it was known.
 */
export async function subscribe(
  db: Kysely<Database>,
  email: string,
  { consentSource = 'footer-form', now = new Date() }: { consentSource?: string; now?: Date } = {},
): Promise<{ created: boolean }> {
  const outcome = await subscribeOnce(db, email, consentSource, now).catch((error: unknown) => {
    // Two simultaneous first subscriptions of one address: the loser finds the winner's row.
    if (/unique|duplicate/i.test(String(error))) return subscribeOnce(db, email, consentSource, now)
    throw error
  })
  wakeOutboxWorker()
  return outcome
}

async function subscribeOnce(
  db: Kysely<Database>,
  email: string,
  consentSource: string,
  now: Date,
) {
  return writeTransaction(db, async (trx) => {
    const existing = await findSubscriberByEmail(trx, email)
    if (!existing) {
      const id = newId(now.getTime())
      await insertSubscriber(trx, { id, email, consentSource, now })
      await enqueueOutbox(trx, 'newsletter-confirmation', { subscriberId: id }, now)
      return { created: true }
    }
    if (existing.status === 'confirmed') return { created: false }
    const sentRecently =
      existing.status === 'pending' &&
      now.getTime() - Date.parse(existing.updated_at) < CONFIRMATION_RESEND_INTERVAL_MS
    if (!sentRecently) {
      await setSubscriberStatus(trx, existing.id, 'pending', now)
      await enqueueOutbox(trx, 'newsletter-confirmation', { subscriberId: existing.id }, now)
    }
    return { created: false }
  })
}

export type ConfirmOutcome =
  'confirmed' | 'already-confirmed' | 'unsubscribed' | 'expired' | 'invalid'

/** Confirms the address behind a confirmation link. */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date = new Date(),
): Promise<ConfirmOutcome> {
  const check = verifyNewsletterToken(token, 'confirm', now)
  if (!check.valid) return check.reason
  const subscriber = await findSubscriberById(db, check.subscriberId)
  if (!subscriber || (await predatesErasure(db, subscriber))) return 'invalid'
  if (subscriber.status === 'confirmed') return 'already-confirmed'
  if (subscriber.status === 'unsubscribed') return 'unsubscribed'
  await setSubscriberStatus(db, subscriber.id, 'confirmed', now)
  return 'confirmed'
}

/**
 * Whether the subscription was made before its address was erased (decision 0019): such a row can
 * only be one that came back (a restored backup, an import), and no link from before the erasure
 * may confirm it; the address needs a new subscription and a new confirmation e-mail.
 */
async function predatesErasure(db: Kysely<Database>, subscriber: NewsletterSubscriberRow) {
  const erasedAt = await privacySuppressedSince(db, subjectReference(subscriber.email))
  return erasedAt !== undefined && subscriber.created_at <= erasedAt
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid'

/** Removes the address behind an unsubscribe link from the list. */
export async function unsubscribe(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date = new Date(),
): Promise<UnsubscribeOutcome> {
  const check = verifyNewsletterToken(token, 'unsubscribe', now)
  if (!check.valid) return 'invalid'
  const subscriber = await findSubscriberById(db, check.subscriberId)
  if (!subscriber) return 'invalid'
  if (subscriber.status === 'unsubscribed') return 'already-unsubscribed'
  await setSubscriberStatus(db, subscriber.id, 'unsubscribed', now)
  return 'unsubscribed'
}
