import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Offer } from '@/lib/offer-math'
import { parseServerConfig, resetServerConfig } from '../config'
import { createLead } from '../leads/create-lead'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { contact } from '../../../tests/support/test-leads'
import { cutoffFor, purgeExpired } from './retention'
import {
  SUBJECT_EXPORT_FORMAT,
  eraseSubjectData,
  exportSubjectData,
  type SubjectRequester,
} from './subject-requests'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

/**
 * The offers a visitor sends from the offer check are theirs as much as their name (issue 38,
 * item 4): the data-subject export holds them, and erasure and the retention purge take them away
 * with the lead.
 */

const ADDRESS = 'ada.offers@example.com'
const OTHER = 'grace.offers@example.com'
const owner: SubjectRequester = {
  actor: { id: 'owner-1', email: 'owner@fundlane.example' },
  clientAddress: '203.0.113.7',
  via: 'admin',
}

const advance: Offer = {
  kind: 'salesBased',
  amount: 50_000,
  withheldFee: { unit: 'percent', value: 3 },
  price: { by: 'factor', factor: 1.35 },
  repayment: { by: 'daily', payment: 450 },
}
const termLoan: Offer = {
  kind: 'termLoan',
  amount: 50_000,
  price: { by: 'rate', rate: 9 },
  schedule: { frequency: 'monthly', term: 36, termUnit: 'months' },
}

const now = new Date('2026-06-15T12:00:00.000Z')

describe.each(testDatabaseKinds)('the offers of offer-check leads on %s', (kind) => {
  let test: TestDatabase

  beforeAll(async () => {
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    resetServerConfig()
    test = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await test.destroy()
  })
  beforeEach(async () => {
    await clearTables(test.db)
    await test.db.deleteFrom('audit_events').execute()
    await test.db.deleteFrom('privacy_suppressions').execute()
  })

  /** Every offers document the database holds, whoever sent it. */
  const storedOffers = async () =>
    (
      await test.db
        .selectFrom('contact_submissions')
        .select('offers')
        .where('offers', 'is not', null)
        .orderBy('submitted_at')
        .execute()
    ).map((row) => JSON.parse(row.offers!) as unknown)

  it('exports the offers with the lead they came with, as they were sent', async () => {
    const { id } = await createLead(
      test.db,
      'contact',
      { ...contact, email: ADDRESS, offers: [advance, termLoan] },
      { now },
    )
    await createLead(test.db, 'contact', { ...contact, email: OTHER, offers: [termLoan] }, { now })

    const document = await exportSubjectData(test.db, ADDRESS, owner, now)
    expect(document.format).toBe(SUBJECT_EXPORT_FORMAT)
    expect(document.contactSubmissions).toEqual([
      expect.objectContaining({ id, offers: { version: 1, offers: [advance, termLoan] } }),
    ])
    expect(document.about).toMatch(/offers you sent from the offer check/)
    expect(JSON.parse(JSON.stringify(document))).toEqual(document)
  })

  it('erases the offers with the lead, and nobody else’s', async () => {
    await createLead(test.db, 'contact', { ...contact, email: ADDRESS, offers: [advance] }, { now })
    await createLead(test.db, 'contact', { ...contact, email: OTHER, offers: [termLoan] }, { now })
    expect(await storedOffers()).toHaveLength(2)

    const counts = await eraseSubjectData(test.db, ADDRESS, owner, now)
    expect(counts.contactSubmissions).toBe(1)
    expect(await storedOffers()).toEqual([{ version: 1, offers: [termLoan] }])
    expect((await exportSubjectData(test.db, ADDRESS, owner, now)).contactSubmissions).toEqual([])
  })

  it('purges the offers with their lead once the lead is past its retention period', async () => {
    const settings = parseServerConfig({})
    const monthsAgo = (months: number) => cutoffFor({ months }, now)
    await createLead(
      test.db,
      'contact',
      { ...contact, email: ADDRESS, offers: [advance] },
      { now: monthsAgo(settings.RETENTION_LEAD_MONTHS + 1) },
    )
    await createLead(
      test.db,
      'contact',
      { ...contact, email: OTHER, offers: [termLoan] },
      { now: monthsAgo(settings.RETENTION_LEAD_MONTHS - 1) },
    )

    const counts = await purgeExpired(test, settings, now)
    expect(counts?.['contact-submissions']).toBe(1)
    expect(await storedOffers()).toEqual([{ version: 1, offers: [termLoan] }])
  })
})
