import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as postContact } from '@/app/api/contact/route'
import { POST as postOffers } from '@/app/api/offer-check/route'
import type { Offer } from '@/lib/offer-math'
import { resetServerConfig } from '../config'
import { closeDatabase } from '../db/client'
import { listContactSubmissions } from '../db/repositories/contact-submissions'
import { findOutboxRows } from '../db/repositories/outbox'
import { resetRateLimiters } from '../http/rate-limit'
import { teamEmailAbout } from './lead-types'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { arrivingFrom, jsonRequest, send } from '../../../tests/support/test-requests'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

/** Issue 38's advance: $50,000 at a 1.35 factor, $450 a business day, a 3% fee withheld. */
const advance: Offer = {
  kind: 'salesBased',
  amount: 50_000,
  withheldFee: { unit: 'percent', value: 3 },
  price: { by: 'factor', factor: 1.35 },
  repayment: { by: 'daily', payment: 450 },
}

/** A 9% term loan of $50,000 over three years, monthly. */
const termLoan: Offer = {
  kind: 'termLoan',
  amount: 50_000,
  price: { by: 'rate', rate: 9 },
  schedule: { frequency: 'monthly', term: 36, termUnit: 'months' },
}

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 416 555 0100',
  company: 'Analytical Engines Ltd.',
}

const lead = (overrides: Record<string, unknown> = {}) => ({
  ...contact,
  consent: true,
  offers: [advance, termLoan],
  ...overrides,
})

const post = (body: unknown, headers: Record<string, string> = {}) =>
  send(postOffers, jsonRequest('/api/offer-check', body, headers))

describe.each(testDatabaseKinds)('POST /api/offer-check on %s', (kind) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    process.env.DATABASE_URL = test.url
    process.env.FORM_RATE_LIMIT = 'off'
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    resetServerConfig()
    resetRateLimiters()
    await closeDatabase()
  })

  afterAll(async () => {
    await closeDatabase()
    await test.destroy()
  })

  beforeEach(async () => {
    await clearTables(test.db)
  })

  it('stores a contact lead with the offers as sent, and the team notification', async () => {
    const { status, body } = await post(lead({ message: 'Which one should we look at first?' }))
    expect(status).toBe(201)
    expect(await listContactSubmissions(test.db)).toEqual([
      {
        ...contact,
        id: body.id,
        message: 'Which one should we look at first?',
        submittedAt: expect.any(String),
        offers: { version: 1, offers: [advance, termLoan] },
      },
    ])
    const outbox = await findOutboxRows(test.db)
    expect(outbox).toEqual([expect.objectContaining({ kind: 'lead-email', delivered_at: null })])
    expect(JSON.parse(outbox[0]!.payload)).toEqual({ leadType: 'contact', leadId: body.id })
    const mail = await teamEmailAbout(test.db, 'contact', String(body.id), 'leads@example.com')
    expect(mail!.text).toContain(
      [
        "Offers sent from the offer check (2; side by side in the lead's details):",
        'Offer 1: Merchant cash advance or sales-based financing, $50,000.00 funded, estimated APR 117.33%',
        'Offer 2: Term loan, $50,000.00 funded, estimated APR 9.00%',
      ].join('\n'),
    )
  })

  it('keeps only the terms: figures the page worked out and unknown properties are not stored', async () => {
    const { status } = await post(
      lead({
        offers: [{ ...advance, apr: 1, financeCharge: 0, note: '<script>x</script>' }],
        isAdmin: true,
      }),
    )
    expect(status).toBe(201)
    const [stored] = await listContactSubmissions(test.db)
    expect(stored!.offers).toEqual({ version: 1, offers: [advance] })
    expect(stored).not.toHaveProperty('message')
  })

  it('sends nothing without the consent, and says so at the checkbox', async () => {
    for (const consent of [undefined, false, 'yes', 1]) {
      const answer = await post(lead({ consent }))
      expect(answer.status).toBe(400)
      expect(answer.body.fields).toEqual({
        consent: 'Please tick the box so that our team may contact you about these offers',
      })
    }
    expect(await listContactSubmissions(test.db)).toEqual([])
  })

  it('asks for the contact form’s fields as the contact form does', async () => {
    const answer = await post(lead({ firstName: ' ', email: 'nowhere' }))
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('Please check the highlighted fields and try again.')
    expect(answer.body.fields).toEqual({
      firstName: 'Please enter this field',
      email: 'Please enter a valid email address',
    })
    expect(await listContactSubmissions(test.db)).toEqual([])
  })

  it('takes one to three offers, and says so otherwise', async () => {
    for (const offers of [
      undefined,
      null,
      [],
      'offers',
      { 0: advance },
      [advance, advance, termLoan, termLoan],
    ]) {
      const answer = await post(lead({ offers }))
      expect(answer.status, JSON.stringify(offers)).toBe(400)
      expect(answer.body.error).toBe('Please send one to three offers.')
      expect(answer.body.fields).toEqual({ offers: 'Please send one to three offers.' })
    }
    expect((await post(lead({ offers: [advance, termLoan, termLoan] }))).status).toBe(201)
    expect(await listContactSubmissions(test.db)).toHaveLength(1)
  })

  it('refuses an offer that is not one: an unknown kind, a string or null where a figure goes', async () => {
    const unreadable = [
      { ...advance, kind: 'payday' },
      { ...advance, kind: undefined },
      { ...advance, amount: '50000' },
      { ...advance, amount: 'NaN' },
      { ...advance, amount: null },
      { ...advance, price: { by: 'factor', factor: '1.35' } },
      { ...advance, price: { by: 'rate', rate: 9 } },
      { ...termLoan, schedule: { frequency: 'hourly', term: 3, termUnit: 'months' } },
      'a term loan',
      42,
      null,
    ]
    for (const offer of unreadable) {
      const answer = await post(lead({ offers: [termLoan, offer] }))
      expect(answer.status, JSON.stringify(offer)).toBe(400)
      expect(answer.body.error).toBe(
        'Offer 2 could not be read. Please check it in the offer check and send it again.',
      )
      expect(Object.keys(answer.body.fields as object)).toEqual(['offers.1'])
    }
    expect(await listContactSubmissions(test.db)).toEqual([])
  })

  it('refuses a NaN, which JSON cannot carry, as a request that is not JSON', async () => {
    const body = JSON.stringify(lead()).replace('"factor":1.35', '"factor":NaN')
    expect(body).toContain('NaN')
    const answer = await post(body)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('The request body is not valid JSON.')
    expect(await listContactSubmissions(test.db)).toEqual([])
  })

  it('checks each offer’s figures with the offer maths, naming the offer and the field', async () => {
    const cases: [Offer, string, string][] = [
      [
        { ...advance, price: { by: 'factor', factor: 0.95 } },
        'offers.0.factor',
        'Enter a factor rate from 1.00 to 5.00 (for example 1.35).',
      ],
      [{ ...advance, amount: -50_000 }, 'offers.0.amount', 'Enter an amount from $100 to $50M.'],
      [
        { ...termLoan, schedule: { frequency: 'monthly', term: 0, termUnit: 'months' } },
        'offers.0.term',
        'Enter a term from 1 to 360 months.',
      ],
      [
        { ...advance, withheldFee: { unit: 'percent', value: 80 } },
        'offers.0.withheldFee',
        'Enter a fee from 0% to 50% of the amount funded, or in dollars up to half of it.',
      ],
      // Figures JSON can carry that no cent count can hold: named, not stored as "APR NaN%".
      [
        { ...advance, repayment: { by: 'daily', payment: 1e308 } },
        'offers.0.payment',
        'That figure is too large to work with; check the debit or the sales.',
      ],
      [
        { ...advance, repayment: { by: 'holdback', holdback: 10, sales: 1e308 } },
        'offers.0.holdback',
        'That figure is too large to work with; check the debit or the sales.',
      ],
      [
        { ...termLoan, price: { by: 'rate', rate: 1e308 * 10 } },
        'offers.0',
        'Offer 1 could not be read. Please check it in the offer check and send it again.',
      ],
    ]
    for (const [offer, field, message] of cases) {
      const answer = await post(lead({ offers: [offer] }))
      expect(answer.status, field).toBe(400)
      expect(answer.body.fields).toEqual({ [field]: message })
      if (field !== 'offers.0')
        expect(answer.body.error).toBe(
          `Offer 1: ${message} Please correct it in the offer check and send again.`,
        )
    }
    expect(await listContactSubmissions(test.db)).toEqual([])
  })

  it('answers a French page in French and records the page language on the lead', async () => {
    const french = { 'Content-Language': 'fr-CA' }
    const refused = await post(
      lead({ consent: false, offers: [{ ...advance, price: { by: 'factor', factor: 0.9 } }] }),
      french,
    )
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toEqual({
      consent:
        'Veuillez cocher la case pour que notre équipe puisse communiquer avec vous au sujet de ces offres',
      'offers.0.factor': 'Entrez un facteur de remboursement de 1,00 à 5,00 (par exemple 1,35).',
    })
    expect(refused.body.error).toMatch(
      /^Offre 1\u00a0: Entrez un facteur de remboursement de 1,00 à 5,00/,
    )

    const { status, body } = await post(lead(), french)
    expect(status).toBe(201)
    const row = await test.db
      .selectFrom('contact_submissions')
      .select('language')
      .where('id', '=', String(body.id))
      .executeTakeFirstOrThrow()
    expect(row.language).toBe('fr')
  })

  it('refuses a body past 64 KiB with 413, even a list of offers', async () => {
    const answer = await post(lead({ offers: Array(1000).fill(advance) }))
    expect(answer.status).toBe(413)
    expect(await listContactSubmissions(test.db)).toEqual([])
  })

  it('answers a bot that fills the hidden field as if it were stored, and stores nothing', async () => {
    const answer = await post(lead({ website: 'https://spam.example' }))
    expect(answer.status).toBe(201)
    expect(await listContactSubmissions(test.db)).toEqual([])
  })
})

describe('the rate limit of the offer check', () => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDatabase('sqlite')
    process.env.DATABASE_URL = test.url
    process.env.FORM_RATE_LIMIT = '2/1m'
    resetServerConfig()
    resetRateLimiters()
    await closeDatabase()
  })
  afterAll(async () => {
    process.env.FORM_RATE_LIMIT = 'off'
    resetServerConfig()
    resetRateLimiters()
    await closeDatabase()
    await test.destroy()
  })

  it('counts with every form a visitor sends: past FORM_RATE_LIMIT, 429 and nothing stored', async () => {
    const from = (address: string) => arrivingFrom(address)
    expect((await post(lead(), from('203.0.113.7'))).status).toBe(201)
    const contactForm = jsonRequest(
      '/api/contact',
      { ...contact, message: 'Hello' },
      from('203.0.113.7'),
    )
    expect((await send(postContact, contactForm)).status).toBe(201)
    const limited = await post(lead(), from('203.0.113.7'))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(limited.body.error).toMatch(/Too many requests/)
    expect(await listContactSubmissions(test.db)).toHaveLength(2)
    expect((await post(lead(), from('198.51.100.2'))).status).toBe(201)
  })
})
