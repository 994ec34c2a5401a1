import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as getRecord } from '@/app/api/admin/[list]/[id]/route'
import { GET as getList } from '@/app/api/admin/[list]/route'
import { POST as postOffers } from '@/app/api/offer-check/route'
import { OfferTableView } from '@/features/admin/offer-table'
import type { Offer } from '@/lib/offer-math'
import { closeDatabase } from '../db/client'
import { createLead } from '../leads/create-lead'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { addTeamMember, asMember, serveFrom, signInAs } from '../../../tests/support/team-session'
import { contact } from '../../../tests/support/test-leads'
import { jsonRequest, send } from '../../../tests/support/test-requests'
import { adminLists } from './lists'
import { offerTableOf, type OfferTable } from './offer-table'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

/** Issue 38's advance: $50,000 at a 1.35 factor, $450 a business day, a 3% fee withheld. */
const advance: Offer = {
  kind: 'salesBased',
  amount: 50_000,
  withheldFee: { unit: 'percent', value: 3 },
  price: { by: 'factor', factor: 1.35 },
  repayment: { by: 'daily', payment: 450 },
}

/** $50,000 at 9% over 36 months, nothing withheld. */
const termLoan: Offer = {
  kind: 'termLoan',
  amount: 50_000,
  price: { by: 'rate', rate: 9 },
  schedule: { frequency: 'monthly', term: 36, termUnit: 'months' },
}

/** The table as a reader sees it: each row's label and cells' values ('—' for none). */
const readTable = (table: OfferTable) =>
  Object.fromEntries(
    table.rows.map((row) => [row.label, row.cells.map((cell) => cell?.value ?? '—')]),
  )

/**
 * A loan of `principal` at `rate` a period repaid in `count` level payments, worked to the cent:
 * each period's interest rounded to the cent, the last payment clearing what is left.
 */
function levelLoan(principal: number, rate: number, count: number) {
  const paymentCents = Math.round(((principal * rate) / (1 - (1 + rate) ** -count)) * 100)
  let balance = principal * 100
  let totalCents = 0
  for (let period = 1; period < count; period += 1) {
    balance += Math.round(balance * rate) - paymentCents
    totalCents += paymentCents
  }
  const lastCents = balance + Math.round(balance * rate)
  return {
    payment: paymentCents / 100,
    last: lastCents / 100,
    total: (totalCents + lastCents) / 100,
  }
}

const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

describe.each(testDatabaseKinds)('the offers of an offer-check lead in the admin on %s', (kind) => {
  let test: TestDatabase
  let cookie: string

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    await serveFrom(test, {
      ADMIN_REQUIRE_TWO_FACTOR: 'off',
      LOGIN_RATE_LIMIT: 'off',
      FORM_RATE_LIMIT: 'off',
    })
  })
  afterAll(async () => {
    await closeDatabase()
    await test.destroy()
  })
  beforeEach(async () => {
    await clearTables(test.db)
    await test.db.deleteFrom('audit_events').execute()
    await test.db.deleteFrom('team_members').execute()
    const member = await addTeamMember('mira@fundlane.example', { role: 'member' })
    cookie = (await signInAs(member)).cookie
  })

  async function sendOffers(headers: Record<string, string> = {}) {
    const answer = await send(
      postOffers,
      jsonRequest(
        '/api/offer-check',
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '+1 416 555 0100',
          consent: true,
          offers: [advance, termLoan],
        },
        headers,
      ),
    )
    expect(answer.status).toBe(201)
    return String(answer.body.id)
  }

  const view = (id: string) =>
    send(
      (request) => getRecord(request, { params: Promise.resolve({ list: 'contacts', id }) }),
      asMember(cookie, `/api/admin/contacts/${id}`),
    )

  it('shows a team member the offers side by side, recomputed from the terms, and audits the viewing', async () => {
    const id = await sendOffers()
    const answer = await view(id)
    expect(answer.status).toBe(200)
    const table = answer.body.offerTable as OfferTable
    expect(table.offers).toEqual(['Offer 1', 'Offer 2'])
    const loan = levelLoan(50_000, 0.09 / 12, 36)
    // The advance's figures worked by hand: 3% of $50,000 withheld, 1.35 × $50,000 repaid by
    // $450 debits (149 of them and $450 left: 150), 150 business days of 252 a year.
    expect(readTable(table)).toEqual({
      'Kind of offer': ['Merchant cash advance or sales-based financing', 'Term loan'],
      'Amount funded': ['$50,000.00', '$50,000.00'],
      'Amount you receive': ['$48,500.00', '$50,000.00'],
      'Finance charge': ['$19,000.00', money(loan.total - 50_000)],
      'Total repayment': ['$67,500.00', money(loan.total)],
      'Estimated APR': ['117.33%', '9.00%'],
      Payments: [
        '150 payments of $450.00, one each business day',
        `36 monthly payments of ${money(loan.payment)}`,
      ],
      'Estimated term': ['7.1 months', '36 months'],
    })
    expect(table.rows.find((row) => row.key === 'amountReceived')!.cells[0]).toEqual({
      value: '$48,500.00',
      detail: 'After $1,500.00 withheld at funding',
    })
    expect(table.rows.find((row) => row.key === 'payments')!.cells[1]!.detail).toBe(
      `The last one: ${money(loan.last)}`,
    )
    expect(table.notes).toEqual([])

    const viewed = await test.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'record.viewed')
      .execute()
    expect(viewed).toEqual([
      expect.objectContaining({
        target_type: 'contacts',
        target_id: id,
        actor_email: 'mira@fundlane.example',
      }),
    ])
  })

  it('states the offers in English, the admin area’s language, whatever the page they came from', async () => {
    const id = await sendOffers({ 'Content-Language': 'fr' })
    const table = (await view(id)).body.offerTable as OfferTable
    expect(readTable(table)['Estimated APR']).toEqual(['117.33%', '9.00%'])
  })

  it('marks a lead from the offer check in the list and the CSV, and leaves a contact-form lead as it was', async () => {
    const plain = (
      await createLead(test.db, 'contact', contact, { now: new Date(Date.UTC(2026, 0, 5)) })
    ).id
    const id = await sendOffers()
    const answer = await send(
      (request) => getList(request, { params: Promise.resolve({ list: 'contacts' }) }),
      asMember(cookie, '/api/admin/contacts'),
    )
    const [item, other] = answer.body.items as { id: string; offers?: { offers: unknown[] } }[]
    expect(item!.id).toBe(id)
    expect(item!.offers?.offers).toHaveLength(2)
    expect(other!.id).toBe(plain)
    expect(other).not.toHaveProperty('offers')
    const detail = await view(plain)
    expect(detail.status).toBe(200)
    expect(detail.body).not.toHaveProperty('offerTable')

    // The CSV export states each offer in a line, and nothing for a contact-form lead.
    const column = adminLists.contacts.columns.find(
      ({ header }) => header === 'Offers (offer check)',
    )!
    const rows = (await adminLists.contacts.page(test.db, { page: 1, pageSize: 10 })).items
    expect(rows.map((row) => column.value(row))).toEqual([
      'Offer 1: Merchant cash advance or sales-based financing, $50,000.00 funded, estimated APR 117.33%\n' +
        'Offer 2: Term loan, $50,000.00 funded, estimated APR 9.00%',
      undefined,
    ])
  })

  it('renders the table: a column an offer, a row for each line of the disclosure', async () => {
    const id = await sendOffers()
    const table = (await view(id)).body.offerTable as OfferTable
    const html = renderToStaticMarkup(createElement(OfferTableView, { table }))
    const headings = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)</g)].map((match) => match[1])
    expect(headings).toEqual(['Offer 1', 'Offer 2'])
    const rows = [...html.matchAll(/<th scope="row"[^>]*>([^<]*)</g)].map((match) => match[1])
    expect(rows).toEqual([
      'Kind of offer',
      'Amount funded',
      'Amount you receive',
      'Finance charge',
      'Total repayment',
      'Estimated APR',
      'Payments',
      'Estimated term',
    ])
    expect(html).toContain('117.33%')
    expect(html).toContain('After $1,500.00 withheld at funding')
  })
})

describe('offers stored in another shape, or that no longer compute', () => {
  it('says which offer does not compute and why, and shows the others', () => {
    const table = offerTableOf({
      version: 1,
      offers: [termLoan, { ...advance, price: { by: 'factor', factor: 0.5 } }, { kind: 'barter' }],
    })
    expect(readTable(table)['Estimated APR']).toEqual(['9.00%', '—', '—'])
    expect(readTable(table)['Kind of offer']).toEqual([
      'Term loan',
      'Merchant cash advance or sales-based financing',
      '—',
    ])
    expect(table.notes).toEqual([
      'Offer 2 no longer computes from its terms: Enter a factor rate from 1.00 to 5.00 (for example 1.35).',
      'The terms of offer 3 could not be read.',
    ])
  })

  it('does not read a version it does not know, and says where the terms are', () => {
    const table = offerTableOf({ version: 99, offers: [termLoan] })
    expect(table.rows).toEqual([])
    expect(table.notes).toEqual([
      "These offers were stored in a form (version 99) this site no longer reads; their terms as sent are in the lead's data export.",
    ])
  })
})
