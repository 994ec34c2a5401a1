import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { assignLeadOwner, setLeadStatus } from '../db/repositories/lead-work'
import { addPageViews } from '../db/repositories/page-views'
import { HttpError } from '../http/errors'
import { createLead } from '../leads/create-lead'
import type { LeadInput } from '../leads/lead-types'
import {
  clearTables,
  createTestDatabase,
  insertTeamMemberRow,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { contact, partnership } from '../../../tests/support/test-leads'
import { dashboard, dashboardQueryFrom } from './dashboard'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

const mira = { id: 'member-mira', name: 'Mira Chen' }
/** A moment in March 2026, Toronto time (UTC-5 before the 8th). */
const toronto = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 2, day, hour + 5, minute))

describe('the dashboard’s period', () => {
  const ask = (query: string) =>
    dashboardQueryFrom(`http://localhost/api/admin/dashboard?${query}`, toronto(31, 12))

  it('is the last 30 days by default, by day; longer periods go by week', () => {
    expect(ask('')).toEqual({ from: '2026-03-02', to: '2026-03-31', granularity: 'day' })
    expect(ask('from=2026-01-01&to=2026-03-31')).toMatchObject({ granularity: 'week' })
    expect(ask('from=2026-01-01&to=2026-03-31&granularity=day')).toMatchObject({
      granularity: 'day',
    })
    expect(ask('days=7')).toEqual({ from: '2026-03-25', to: '2026-03-31', granularity: 'day' })
    expect(ask('days=365')).toMatchObject({ from: '2025-04-01', granularity: 'week' })
  })

  it('answers a bad period with a clear 400', () => {
    for (const query of [
      'from=March',
      'from=2026-03-10&to=2026-03-01',
      'from=2024-01-01',
      'granularity=month',
      'days=0',
      'days=367',
      'days=week',
      'days=7&from=2026-03-01',
    ]) {
      expect(() => ask(query), query).toThrow(HttpError)
    }
  })
})

describe.each(testDatabaseKinds)('the dashboard’s figures on %s', (kind) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await test.destroy()
  })
  beforeEach(async () => {
    await clearTables(test.db)
    await test.db.deleteFrom('page_views').execute()
    await test.db.deleteFrom('team_members').execute()
    await insertTeamMemberRow(test, mira)
  })

  it('counts the period’s leads by day and type, source and campaign, page, status and first response', async () => {
    const spring = { first: { utmSource: 'newsletter', utmCampaign: 'spring' }, latest: {} }
    const a = await createLead(test.db, 'contact', contact, {
      now: toronto(2, 9),
      source: { ...spring, formPage: '/contact-us' },
    })
    const b = await createLead(test.db, 'contact', contact, {
      now: toronto(2, 23, 30),
      source: { first: { referrerHost: 'partner.example' }, latest: {}, formPage: '/contact-us' },
    })
    const c = await createLead(test.db, 'partnership', partnership, {
      now: toronto(3, 10),
      source: { ...spring, formPage: '/lenders' },
    })
    const junk = await createLead(test.db, 'contact', contact, { now: toronto(3, 11) })
    await createLead(test.db, 'contact', contact, { now: toronto(5, 11) }) // outside the period
    // Sent from the offer check, with the offers: one in the period, one marked spam, one after.
    const offers: LeadInput<'contact'>['offers'] = [
      {
        kind: 'termLoan',
        amount: 50_000,
        price: { by: 'rate', rate: 9 },
        schedule: { frequency: 'monthly', term: 36, termUnit: 'months' },
      },
    ]
    await createLead(test.db, 'contact', { ...contact, offers }, { now: toronto(4, 9) })
    const spamOffers = await createLead(
      test.db,
      'contact',
      { ...contact, offers },
      {
        now: toronto(4, 10),
      },
    )
    await setLeadStatus(test.db, { type: 'contact', id: spamOffers.id }, 'spam', mira)
    await createLead(test.db, 'contact', { ...contact, offers }, { now: toronto(5, 9) })
    await setLeadStatus(test.db, { type: 'contact', id: a.id }, 'contacted', mira, toronto(2, 10))
    await setLeadStatus(test.db, { type: 'contact', id: a.id }, 'won', mira, toronto(4, 10))
    await setLeadStatus(
      test.db,
      { type: 'contact', id: b.id },
      'qualified',
      mira,
      toronto(3, 2, 30),
    )
    await assignLeadOwner(test.db, { type: 'partnership', id: c.id }, mira.id, mira)
    await setLeadStatus(test.db, { type: 'contact', id: junk.id }, 'spam', mira)
    await addPageViews(test.db, [
      { day: '2026-03-02', path: '/contact-us', views: 40 },
      { day: '2026-03-03', path: '/contact-us', views: 60 },
      { day: '2026-03-03', path: '/lenders', views: 10 },
      { day: '2026-03-03', path: '/about-us', views: 25 },
      { day: '2026-03-09', path: '/contact-us', views: 1000 },
    ])

    const figures = await dashboard(test, {
      from: '2026-03-02',
      to: '2026-03-04',
      granularity: 'day',
    })
    expect(figures.leadsOverTime).toEqual([
      { period: '2026-03-02', contacts: 2, partnerships: 0 },
      { period: '2026-03-03', contacts: 0, partnerships: 1 },
      { period: '2026-03-04', contacts: 1, partnerships: 0 },
    ])
    expect(figures.offerChecks).toBe(1)
    expect(figures.bySource).toEqual([
      { source: 'newsletter', campaign: 'spring', leads: 2 },
      { source: 'Direct or not recorded', campaign: null, leads: 1 },
      { source: 'partner.example', campaign: null, leads: 1 },
    ])
    expect(figures.conversion).toEqual([
      { path: '/contact-us', views: 100, leads: 2, rate: 0.02 },
      { path: '/lenders', views: 10, leads: 1, rate: 0.1 },
      { path: '/about-us', views: 25, leads: 0, rate: 0 },
    ])
    // Reached at least: New 4 (the offer-check lead too), Contacted (a, won; b, qualified) 2, Qualified 2, Won 1.
    expect(figures.funnel).toEqual({ new: 4, contacted: 2, qualified: 2, won: 1, lost: 0 })
    // First responses after 60 minutes (a) and 180 minutes (b): the median of two is their mean.
    expect(figures.medianMinutesToFirstResponse).toBe(120)
    expect(figures.deliveries).toEqual({ failing: 0, givenUp: 0 })

    const weekly = await dashboard(test, {
      from: '2026-03-02',
      to: '2026-03-15',
      granularity: 'week',
    })
    expect(weekly.leadsOverTime).toEqual([
      { period: '2026-03-02', contacts: 5, partnerships: 1 },
      { period: '2026-03-09', contacts: 0, partnerships: 0 },
    ])
    expect(weekly.offerChecks).toBe(2)
  })
})
