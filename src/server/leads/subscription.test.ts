import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetServerConfig } from '../config'
import { findSubscriberByEmail } from '../db/repositories/newsletter-subscribers'
import { listConsentEvents } from '../db/repositories/newsletter-consent'
import { findOutboxRows } from '../db/repositories/outbox'
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { CONFIRM_TOKEN_LIFETIME_MS, createNewsletterToken } from '../newsletter/tokens'
import {
  CONFIRMATION_RESEND_INTERVAL_MS,
  confirmSubscription,
  subscribe,
  unsubscribe,
} from './subscription'

/** Changes one character of the signature, as a tampered link would. */
function tamper(token: string) {
  const last = token.at(-1) === 'A' ? 'B' : 'A'
  return token.slice(0, -1) + last
}

describe.each(testDatabaseKinds)('newsletter subscriptions on %s', (kind) => {
  let test: TestDatabase
  beforeAll(async () => {
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    resetServerConfig()
    test = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await test.destroy()
  })

  it('confirms once, then says the link was used', async () => {
    await subscribe(test.db, 'first@example.com')
    const { id } = (await findSubscriberByEmail(test.db, 'first@example.com'))!
    const token = createNewsletterToken(id, 'confirm')
    expect(await confirmSubscription(test.db, token)).toBe('confirmed')
    expect(await confirmSubscription(test.db, token)).toBe('already-confirmed')
    expect((await findSubscriberByEmail(test.db, 'first@example.com'))?.status).toBe('confirmed')
  })

  it('keeps the language of the page it was last subscribed on', async () => {
    const language = async () =>
      (await findSubscriberByEmail(test.db, 'lecteur@example.ca'))?.language
    await subscribe(test.db, 'lecteur@example.ca', { language: 'fr' })
    expect(await language()).toBe('fr')
    await subscribe(test.db, 'Lecteur@Example.ca', { language: 'en' })
    expect(await language()).toBe('en')
    await subscribe(test.db, 'lecteur@example.ca')
    expect(await language()).toBe('en')
  })

  it('refuses tampered, foreign-purpose, missing and expired links', async () => {
    await subscribe(test.db, 'second@example.com')
    const { id } = (await findSubscriberByEmail(test.db, 'second@example.com'))!
    const issued = new Date('2026-01-01T00:00:00Z')
    const token = createNewsletterToken(id, 'confirm', issued)
    expect(await confirmSubscription(test.db, tamper(token))).toBe('invalid')
    expect(await confirmSubscription(test.db, createNewsletterToken(id, 'unsubscribe'))).toBe(
      'invalid',
    )
    expect(await confirmSubscription(test.db, undefined)).toBe('invalid')
    expect(await confirmSubscription(test.db, 'garbage')).toBe('invalid')
    expect(await confirmSubscription(test.db, createNewsletterToken('no-such-id', 'confirm'))).toBe(
      'invalid',
    )
    const afterExpiry = new Date(issued.getTime() + CONFIRM_TOKEN_LIFETIME_MS + 1)
    expect(await confirmSubscription(test.db, token, { now: afterExpiry })).toBe('expired')
    expect((await findSubscriberByEmail(test.db, 'second@example.com'))?.status).toBe('pending')
  })

  it('unsubscribes once, and a later subscription starts over with a new confirmation', async () => {
    await subscribe(test.db, 'third@example.com')
    const { id } = (await findSubscriberByEmail(test.db, 'third@example.com'))!
    const token = createNewsletterToken(id, 'unsubscribe')
    expect(await unsubscribe(test.db, tamper(token))).toBe('invalid')
    expect(await unsubscribe(test.db, token)).toBe('unsubscribed')
    expect(await unsubscribe(test.db, token)).toBe('already-unsubscribed')
    expect(await confirmSubscription(test.db, createNewsletterToken(id, 'confirm'))).toBe(
      'unsubscribed',
    )

    const before = (await findOutboxRows(test.db)).length
    expect(await subscribe(test.db, 'THIRD@example.com')).toEqual({
      created: false,
      confirmationQueued: true,
    })
    expect((await findSubscriberByEmail(test.db, 'third@example.com'))?.status).toBe('pending')
    expect((await findOutboxRows(test.db)).length).toBe(before + 1)
  })

  it('does not let a confirmation link sent before an unsubscription confirm a new subscription', async () => {
    const start = new Date('2026-03-01T00:00:00Z')
    const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000)
    await subscribe(test.db, 'stale@example.com', { now: start })
    const { id } = (await findSubscriberByEmail(test.db, 'stale@example.com'))!
    const oldLink = createNewsletterToken(id, 'confirm', start)
    const unsubscribeLink = createNewsletterToken(id, 'unsubscribe')
    expect(await unsubscribe(test.db, unsubscribeLink, { now: later(1) })).toBe('unsubscribed')
    expect(await subscribe(test.db, 'stale@example.com', { now: later(2) })).toMatchObject({
      confirmationQueued: true,
    })
    expect(await confirmSubscription(test.db, oldLink, { now: later(3) })).toBe('unsubscribed')
    expect((await findSubscriberByEmail(test.db, 'stale@example.com'))?.status).toBe('pending')
    const newLink = createNewsletterToken(id, 'confirm', later(2))
    expect(await confirmSubscription(test.db, newLink, { now: later(3) })).toBe('confirmed')
  })

  it('sends an address at most three confirmations in 24 hours', async () => {
    const start = new Date('2026-04-01T00:00:00Z')
    const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000)
    const queued: boolean[] = []
    // Every 11 minutes, past the resend interval: only the first three within a day are sent.
    for (const minutes of [0, 11, 22, 33, 44]) {
      const outcome = await subscribe(test.db, 'capped@example.com', { now: later(minutes) })
      queued.push(outcome.confirmationQueued)
    }
    expect(queued).toEqual([true, true, true, false, false])
    // Unsubscribing and subscribing again does not reset the count.
    const { id } = (await findSubscriberByEmail(test.db, 'capped@example.com'))!
    await unsubscribe(test.db, createNewsletterToken(id, 'unsubscribe'), { now: later(50) })
    expect(await subscribe(test.db, 'capped@example.com', { now: later(60) })).toMatchObject({
      confirmationQueued: false,
    })
    // A day after the first, one more may go.
    expect(
      await subscribe(test.db, 'capped@example.com', { now: later(24 * 60 + 1) }),
    ).toMatchObject({ confirmationQueued: true })
    const mails = (await findOutboxRows(test.db)).filter((row) => row.payload.includes(id))
    expect(mails).toHaveLength(4)
  })

  it('keeps every consent event, the unsubscription included, with where it came from', async () => {
    const start = new Date('2026-05-01T00:00:00Z')
    const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000)
    await subscribe(test.db, 'Logged@Example.com', { clientAddress: '203.0.113.7', now: start })
    const { id } = (await findSubscriberByEmail(test.db, 'logged@example.com'))!
    await confirmSubscription(test.db, createNewsletterToken(id, 'confirm', start), {
      clientAddress: '203.0.113.8',
      now: later(1),
    })
    await unsubscribe(test.db, createNewsletterToken(id, 'unsubscribe'), {
      source: 'one-click',
      now: later(2),
    })
    const events = await listConsentEvents(test.db, ' LOGGED@example.com ')
    expect(
      events.map(({ event, source, client_address, email_normalized, occurred_at }) => ({
        event,
        source,
        client_address,
        email_normalized,
        occurred_at,
      })),
    ).toEqual([
      {
        event: 'subscribed',
        source: 'footer-form',
        client_address: '203.0.113.7',
        email_normalized: 'logged@example.com',
        occurred_at: start.toISOString(),
      },
      {
        event: 'confirmation-sent',
        source: 'footer-form',
        client_address: '203.0.113.7',
        email_normalized: 'logged@example.com',
        occurred_at: start.toISOString(),
      },
      {
        event: 'confirmed',
        source: 'confirm-link',
        client_address: '203.0.113.8',
        email_normalized: 'logged@example.com',
        occurred_at: later(1).toISOString(),
      },
      {
        event: 'unsubscribed',
        source: 'one-click',
        client_address: null,
        email_normalized: 'logged@example.com',
        occurred_at: later(2).toISOString(),
      },
    ])
  })

  it('sends a pending address at most one confirmation per interval', async () => {
    const start = new Date('2026-02-01T00:00:00Z')
    await subscribe(test.db, 'fourth@example.com', { now: start })
    const { id } = (await findSubscriberByEmail(test.db, 'fourth@example.com'))!
    const count = async () =>
      (await findOutboxRows(test.db)).filter((row) => row.payload.includes(id)).length
    await subscribe(test.db, 'fourth@example.com', { now: new Date(start.getTime() + 60_000) })
    expect(await count()).toBe(1)
    await subscribe(test.db, 'fourth@example.com', {
      now: new Date(start.getTime() + CONFIRMATION_RESEND_INTERVAL_MS + 1),
    })
    expect(await count()).toBe(2)
  })
})
