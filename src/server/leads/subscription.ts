import 'server-only'
import type { Kysely } from 'kysely'
import { subjectReference } from '../audit/audit'
import { writeTransaction } from '../db/group-commit'
import {
  countConsentEventsSince,
  latestConsentEventAt,
  recordConsentEvent,
} from '../db/repositories/newsletter-consent'
import { enqueueOutbox } from '../db/repositories/outbox'
import {
  findSubscriberByEmail,
  findSubscriberById,
  insertSubscriber,
  setSubscriberLanguage,
  setSubscriberStatus,
} from '../db/repositories/newsletter-subscribers'
import { privacySuppressedSince } from '../db/repositories/privacy-suppressions'
import type { ConsentSource, Database, NewsletterSubscriberRow } from '../db/schema'
import { newId } from '../ids'
import type { Locale } from '@/i18n/locales'
import { verifyNewsletterToken } from '../newsletter/tokens'
import { wakeOutboxWorker } from '../outbox/worker'

/** A pending address gets at most one confirmation e-mail in this window, however often it is entered. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000

/** And at most this many in any 24 hours, counted in the consent log (decision 0017). */
export const CONFIRMATIONS_PER_DAY = 3
const DAY_MS = 24 * 60 * 60 * 1000

/** Who asked, from where, and when: what the consent log keeps besides the address. */
export type ConsentContext = { source?: ConsentSource; clientAddress?: string | null; now?: Date }

/** A subscription's context: the consent log's, and the language of the form's page. */
export type SubscriptionContext = ConsentContext & { language?: Locale }

/**
 * Adds an address to the newsletter (double opt-in: it becomes pending and a confirmation e-mail
 * is queued, and the outbox worker woken once that commits). Idempotent per address, ignoring
 * case. The caller answers the same whatever happened (decision 0017), so the outcome is only for
 * tests: whether the address was new and whether an e-mail was queued.
 */
export async function subscribe(
  db: Kysely<Database>,
  email: string,
  {
    source = 'footer-form',
    clientAddress = null,
    now = new Date(),
    language = 'en',
  }: SubscriptionContext = {},
): Promise<{ created: boolean; confirmationQueued: boolean }> {
  const context = { source, clientAddress, now, language }
  const outcome = await subscribeOnce(db, email, context).catch((error: unknown) => {
    // Two simultaneous first subscriptions of one address: the loser finds the winner's row.
    if (/unique|duplicate/i.test(String(error))) return subscribeOnce(db, email, context)
    throw error
  })
  if (outcome.confirmationQueued) wakeOutboxWorker()
  return outcome
}

async function subscribeOnce(
  db: Kysely<Database>,
  email: string,
  context: Required<SubscriptionContext>,
) {
  const { source, clientAddress, now, language } = context
  return writeTransaction(db, async (trx) => {
    await recordConsentEvent(trx, { email, event: 'subscribed', source, clientAddress, now })
    const existing = await findSubscriberByEmail(trx, email)
    let subscriberId = existing?.id
    if (!subscriberId) {
      subscriberId = newId(now.getTime())
      await insertSubscriber(trx, { id: subscriberId, email, consentSource: source, language, now })
    } else if (existing?.language !== language) {
      await setSubscriberLanguage(trx, subscriberId, language)
    }
    const sentRecently =
      existing?.status === 'pending' &&
      now.getTime() - Date.parse(existing.updated_at) < CONFIRMATION_RESEND_INTERVAL_MS
    const mayQueue =
      existing?.status !== 'confirmed' &&
      !sentRecently &&
      (await countConsentEventsSince(
        trx,
        email,
        'confirmation-sent',
        new Date(now.getTime() - DAY_MS),
      )) < CONFIRMATIONS_PER_DAY
    if (mayQueue) {
      if (existing) await setSubscriberStatus(trx, subscriberId, 'pending', now)
      await enqueueOutbox(trx, 'newsletter-confirmation', { subscriberId }, now)
      await recordConsentEvent(trx, {
        email,
        event: 'confirmation-sent',
        source,
        clientAddress,
        now,
      })
    }
    return { created: !existing, confirmationQueued: mayQueue }
  })
}

export type ConfirmOutcome =
  'confirmed' | 'already-confirmed' | 'unsubscribed' | 'expired' | 'invalid'

/**
 * Confirms the address behind a confirmation link. A link sent before the address last
 * unsubscribed no longer applies: a new subscription must be confirmed with a new link.
 */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: string | undefined,
  { clientAddress = null, now = new Date() }: Omit<ConsentContext, 'source'> = {},
): Promise<ConfirmOutcome> {
  const check = verifyNewsletterToken(token, 'confirm', now)
  if (!check.valid) return check.reason
  return writeTransaction(db, async (trx) => {
    const subscriber = await findSubscriberById(trx, check.subscriberId)
    if (!subscriber || (await predatesErasure(trx, subscriber))) return 'invalid'
    if (subscriber.status === 'confirmed') return 'already-confirmed'
    if (subscriber.status === 'unsubscribed') return 'unsubscribed'
    const unsubscribedAt = await latestConsentEventAt(trx, subscriber.email, 'unsubscribed')
    if (unsubscribedAt && check.issuedAt && check.issuedAt <= unsubscribedAt) return 'unsubscribed'
    await setSubscriberStatus(trx, subscriber.id, 'confirmed', now)
    await recordConsentEvent(trx, {
      email: subscriber.email,
      event: 'confirmed',
      source: 'confirm-link',
      clientAddress,
      now,
    })
    return 'confirmed'
  })
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

/** Removes the address behind an unsubscribe link from the list; the consent log keeps its history. */
export async function unsubscribe(
  db: Kysely<Database>,
  token: string | undefined,
  { source = 'unsubscribe-link', clientAddress = null, now = new Date() }: ConsentContext = {},
): Promise<UnsubscribeOutcome> {
  const check = verifyNewsletterToken(token, 'unsubscribe', now)
  if (!check.valid) return 'invalid'
  return writeTransaction(db, async (trx) => {
    const subscriber = await findSubscriberById(trx, check.subscriberId)
    if (!subscriber) return 'invalid'
    if (subscriber.status === 'unsubscribed') return 'already-unsubscribed'
    await setSubscriberStatus(trx, subscriber.id, 'unsubscribed', now)
    await recordConsentEvent(trx, {
      email: subscriber.email,
      event: 'unsubscribed',
      source,
      clientAddress,
      now,
    })
    return 'unsubscribed'
  })
}
