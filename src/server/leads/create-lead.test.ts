import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetServerConfig } from '../config'
import { findContactSubmission } from '../db/repositories/contact-submissions'
import { findOutboxRows } from '../db/repositories/outbox'
import { findPartnershipInquiry } from '../db/repositories/partnership-inquiries'
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { wakeOutboxWorker } from '../outbox/worker'
import { createLead } from './create-lead'
import { subscribe } from './subscription'
import { contact, partnership } from '../../../tests/support/test-leads'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

describe.each(testDatabaseKinds)('the lead pipeline on %s', (kind) => {
  let test: TestDatabase
  /** What the outbox held each time the worker was woken. */
  let outboxAtWake: Promise<string[]>[] = []

  beforeAll(async () => {
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    resetServerConfig()
    test = await createTestDatabase(kind)
    vi.mocked(wakeOutboxWorker).mockImplementation(() => {
      // Read at once, as the worker would: on PostgreSQL from another connection, which sees only
      // what is committed.
      outboxAtWake.push(findOutboxRows(test.db).then((rows) => rows.map((row) => row.kind)))
    })
  })

  afterAll(async () => {
    await test.destroy()
  })

  it('stores each kind of lead with its team e-mail and wakes the worker once both are committed', async () => {
    outboxAtWake = []
    const { id: contactId } = await createLead(test.db, 'contact', contact)
    expect(outboxAtWake).toHaveLength(1)
    const { id: partnershipId } = await createLead(test.db, 'partnership', partnership)
    expect(outboxAtWake).toHaveLength(2)
    expect(await Promise.all(outboxAtWake)).toEqual([['lead-email'], ['lead-email', 'lead-email']])
    expect(await findContactSubmission(test.db, contactId)).toMatchObject({ lastName: 'Lovelace' })
    expect(await findPartnershipInquiry(test.db, partnershipId)).toMatchObject({
      company: 'Northwind Ledger',
      jobTitle: 'Not specified',
    })
    const payloads = (await findOutboxRows(test.db)).map((row) => JSON.parse(row.payload))
    expect(payloads).toEqual([
      { leadType: 'contact', leadId: contactId },
      { leadType: 'partnership', leadId: partnershipId },
    ])
  })

  it('queues a webhook too when LEADS_WEBHOOK_URL is set', async () => {
    process.env.LEADS_WEBHOOK_URL = 'https://crm.example/leads'
    process.env.LEADS_WEBHOOK_SECRET = 'webhook-secret'
    resetServerConfig()
    try {
      await test.db.deleteFrom('outbox').execute()
      await createLead(test.db, 'contact', contact)
      expect((await findOutboxRows(test.db)).map((row) => row.kind).sort()).toEqual([
        'lead-email',
        'lead-webhook',
      ])
    } finally {
      delete process.env.LEADS_WEBHOOK_URL
      delete process.env.LEADS_WEBHOOK_SECRET
      resetServerConfig()
    }
  })

  it('wakes the worker after a subscription is committed', async () => {
    await test.db.deleteFrom('outbox').execute()
    outboxAtWake = []
    await subscribe(test.db, 'reader@example.com')
    expect(await Promise.all(outboxAtWake)).toEqual([['newsletter-confirmation']])
  })
})
