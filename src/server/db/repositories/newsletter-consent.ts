import 'server-only'
import type { Kysely } from 'kysely'
import { newId } from '../../ids'
import type { ConsentEvent, ConsentSource, Database, NewsletterConsentEventRow } from '../schema'
import { normalizeEmail } from '../../email-address'

/**
 * The newsletter's consent log (decision 0017). The application only ever appends to it: an
 * unsubscription is one more row, never an erasure. A data-subject erasure and the retention purge
 * remove rows with their own queries.
 */

export type ConsentEventInput = {
  email: string
  event: ConsentEvent
  source: ConsentSource
  clientAddress?: string | null
  now?: Date
}

/** Appends one event for an address (stored normalised, as subscribers are). */
export async function recordConsentEvent(
  db: Kysely<Database>,
  { email, event, source, clientAddress = null, now = new Date() }: ConsentEventInput,
): Promise<void> {
  await db
    .insertInto('newsletter_consent_events')
    .values({
      id: newId(now.getTime()),
      email_normalized: normalizeEmail(email),
      event,
      occurred_at: now.toISOString(),
      client_address: clientAddress,
      source,
    })
    .execute()
}

/** Every event for an address, oldest first (the evidence of consent a person may ask for). */
export async function listConsentEvents(
  db: Kysely<Database>,
  email: string,
): Promise<NewsletterConsentEventRow[]> {
  return (
    db
      .selectFrom('newsletter_consent_events')
      .selectAll()
      .where('email_normalized', '=', normalizeEmail(email))
      .orderBy('occurred_at', 'asc')
      // A request and the e-mail it queued share a moment; ids made in one millisecond sort randomly.
      .orderBy(
        (eb) =>
          eb
            .case()
            .when('event', '=', 'subscribed')
            .then(0)
            .when('event', '=', 'confirmation-sent')
            .then(1)
            .else(2)
            .end(),
        'asc',
      )
      .orderBy('id', 'asc')
      .execute()
  )
}

/** How many events of one kind an address has had since a moment. */
export async function countConsentEventsSince(
  db: Kysely<Database>,
  email: string,
  event: ConsentEvent,
  since: Date,
): Promise<number> {
  const { count } = await db
    .selectFrom('newsletter_consent_events')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('email_normalized', '=', normalizeEmail(email))
    .where('event', '=', event)
    .where('occurred_at', '>', since.toISOString())
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** When an address last had an event of one kind, if ever. */
export async function latestConsentEventAt(
  db: Kysely<Database>,
  email: string,
  event: ConsentEvent,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('newsletter_consent_events')
    .select('occurred_at')
    .where('email_normalized', '=', normalizeEmail(email))
    .where('event', '=', event)
    .orderBy('occurred_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? new Date(row.occurred_at) : undefined
}
