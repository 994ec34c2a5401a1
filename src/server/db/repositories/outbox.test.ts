import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../../tests/support/test-databases'
import {
  claimDueOutbox,
  enqueueOutbox,
  findOutboxRows,
  markOutboxAttemptFailed,
  markOutboxDelivered,
  outboxHealth,
  pageFailedOutbox,
  retryOutboxNow,
} from './outbox'

const lead = { leadType: 'contact' as const, leadId: '00000000-0000-7000-8000-000000000001' }
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute))

describe.each(testDatabaseKinds)(
  'outbox queries for metrics and the Deliveries view on %s',
  (kind) => {
    let test: TestDatabase

    beforeAll(async () => {
      test = await createTestDatabase(kind)
    })
    afterAll(async () => {
      await test.destroy()
    })
    beforeEach(async () => {
      await clearTables(test.db)
    })

    /** Four rows: delivered, waiting (never tried), retrying after a failure, given up. */
    async function fourRows() {
      const delivered = await enqueueOutbox(test.db, 'lead-email', lead, at(0))
      await markOutboxDelivered(test.db, delivered, at(1))
      const waiting = await enqueueOutbox(test.db, 'lead-webhook', lead, at(2))
      const retrying = await enqueueOutbox(test.db, 'lead-email', lead, at(3))
      await markOutboxAttemptFailed(test.db, retrying, {
        error: 'connect ECONNREFUSED',
        retryAt: at(30),
        now: at(4),
      })
      const givenUp = await enqueueOutbox(
        test.db,
        'newsletter-confirmation',
        { subscriberId: 's1' },
        at(5),
      )
      await markOutboxAttemptFailed(test.db, givenUp, {
        error: 'Mailbox unavailable',
        retryAt: null,
        now: at(6),
      })
      return { delivered, waiting, retrying, givenUp }
    }

    it('counts pending and given-up rows and finds the oldest pending one', async () => {
      expect(await outboxHealth(test.db)).toEqual({ pending: 0, givenUp: 0, oldestPendingAt: null })
      await fourRows()
      expect(await outboxHealth(test.db)).toEqual({
        pending: 2,
        givenUp: 1,
        oldestPendingAt: at(2).toISOString(),
      })
    })

    it('pages the failed rows, newest first: retrying and given up, not waiting or delivered', async () => {
      const { retrying, givenUp } = await fourRows()
      const page = await pageFailedOutbox(test.db, { page: 1, pageSize: 24 })
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 24 })
      expect(page.items.map((row) => row.id)).toEqual([givenUp, retrying])
      expect(page.items[0]).toMatchObject({
        attempts: 1,
        last_error: 'Mailbox unavailable',
        failed_at: at(6).toISOString(),
      })
      expect(page.items[1]).toMatchObject({
        attempts: 1,
        failed_at: null,
        next_attempt_at: at(30).toISOString(),
      })
      expect((await pageFailedOutbox(test.db, { page: 2, pageSize: 1 })).items).toHaveLength(1)
    })

    it('retry now makes a given-up or waiting row due at once, and leaves delivered rows alone', async () => {
      const { delivered, waiting, retrying, givenUp } = await fourRows()
      const now = at(10)
      expect(await retryOutboxNow(test.db, givenUp, now)).toBe(true)
      expect(await retryOutboxNow(test.db, retrying, now)).toBe(true)
      expect(await retryOutboxNow(test.db, delivered, now)).toBe(false)
      expect(await retryOutboxNow(test.db, 'no-such-row', now)).toBe(false)

      const rows = await findOutboxRows(test.db)
      for (const id of [givenUp, retrying]) {
        expect(rows.find((row) => row.id === id)).toMatchObject({
          failed_at: null,
          next_attempt_at: now.toISOString(),
          attempts: 1,
        })
      }
      expect(await outboxHealth(test.db)).toMatchObject({ pending: 3, givenUp: 0 })
      const claimed = await claimDueOutbox(test.db, kind, { now, leaseMs: 60_000, limit: 10 })
      expect(claimed.map((row) => row.id).sort()).toEqual([givenUp, retrying, waiting].sort())
    })

    it('retry now leaves a row a worker is sending right now', async () => {
      const id = await enqueueOutbox(test.db, 'lead-email', lead, at(0))
      await claimDueOutbox(test.db, kind, { now: at(1), leaseMs: 60_000, limit: 10 })
      expect(await retryOutboxNow(test.db, id, at(1))).toBe(false)
      // Once the lease is over (the worker died), it may be retried.
      expect(await retryOutboxNow(test.db, id, at(3))).toBe(true)
    })
  },
)
