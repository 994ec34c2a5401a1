import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetServerConfig } from '../config'
import { findSubscriberByEmail } from '../db/repositories/newsletter-subscribers'
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
    expect(await confirmSubscription(test.db, token, afterExpiry)).toBe('expired')
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
    expect(await subscribe(test.db, 'THIRD@example.com')).toEqual({ created: false })
    expect((await findSubscriberByEmail(test.db, 'third@example.com'))?.status).toBe('pending')
    expect((await findOutboxRows(test.db)).length).toBe(before + 1)
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
