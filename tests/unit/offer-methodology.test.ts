import { describe, expect, it } from 'vitest'
import { offerCases } from '@/content/offer-methodology-cases'
import { OFFER_KINDS, offerDisclosure } from '@/lib/offer-math'
import { referenceDisclosure } from '../offer-methodology/reference'

/**
 * Issue 38's methodology: the worked cases the methodology page tabulates are this fixture, their
 * expected values come from an independent implementation (tests/offer-methodology/reference.ts,
 * exact money and its own APR solve), and the site's offer maths must give the same figures on
 * every case, to the cent and to 0.01 percentage point.
 */

const hundredths = (value: number) => Math.round(value * 100) / 100

describe('the offer methodology’s worked cases', () => {
  it('are at least 20 offers of the four kinds, each with a short id and a description in both languages', () => {
    expect(offerCases.length).toBeGreaterThanOrEqual(20)
    expect(new Set(offerCases.map((offerCase) => offerCase.offer.kind))).toEqual(
      new Set(OFFER_KINDS),
    )
    expect(new Set(offerCases.map((offerCase) => offerCase.id)).size).toBe(offerCases.length)
    for (const { id, description } of offerCases) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(id.length).toBeLessThanOrEqual(30)
      expect(description.en.length, id).toBeGreaterThan(20)
      expect(description.fr.length, id).toBeGreaterThan(20)
    }
  })

  it('include a 0% offer, a 1.00 factor, one-payment terms, very large amounts and issue 38’s advance', () => {
    const offers = offerCases.map((offerCase) => offerCase.offer)
    expect(
      offers.some(
        (offer) => 'price' in offer && offer.price.by === 'rate' && offer.price.rate === 0,
      ),
    ).toBe(true)
    expect(
      offers.some(
        (offer) => 'price' in offer && offer.price.by === 'factor' && offer.price.factor === 1,
      ),
    ).toBe(true)
    expect(
      offerCases.filter((offerCase) => offerCase.expected.payments === 1).length,
    ).toBeGreaterThanOrEqual(3)
    expect(offers.some((offer) => offer.amount >= 50_000_000)).toBe(true)
    expect(
      offerCases.filter((offerCase) => offerCase.expected.apr === 0).length,
    ).toBeGreaterThanOrEqual(3)
    expect(offerCases.find((offerCase) => offerCase.id === 'advance-issue-38')?.offer).toEqual({
      kind: 'salesBased',
      amount: 50_000,
      withheldFee: { unit: 'percent', value: 3 },
      price: { by: 'factor', factor: 1.35 },
      repayment: { by: 'daily', payment: 450 },
    })
  })

  it('hold the values the independent implementation gives (regenerate with write-expected.ts)', () => {
    for (const { id, offer, expected } of offerCases)
      expect(referenceDisclosure(offer), id).toEqual(expected)
  })

  it('give, in the independent implementation, the figures published elsewhere', () => {
    // The blog's worked example: RATE(150, −450, 50000) × 252 = 105.87%.
    expect(offerCases.find((offerCase) => offerCase.id === 'advance-blog')?.expected.apr).toBe(
      105.87,
    )
    // A spreadsheet's RATE(60, −2027.64, 97000) × 12 = 9.2985%, a 3% fee on 100,000 at 8%; and
    // RATE(52, −1062.74, 49250) × 26 = 11.5435%, 1.5% on 50,000 at 10% bi-weekly.
    expect(
      referenceDisclosure({
        kind: 'termLoan',
        amount: 100_000,
        withheldFee: { unit: 'percent', value: 3 },
        price: { by: 'rate', rate: 8 },
        schedule: { frequency: 'monthly', term: 60, termUnit: 'months' },
      }),
    ).toMatchObject({ payment: 2027.64, apr: 9.3 })
    expect(
      referenceDisclosure({
        kind: 'termLoan',
        amount: 50_000,
        withheldFee: { unit: 'percent', value: 1.5 },
        price: { by: 'rate', rate: 10 },
        schedule: { frequency: 'biweekly', term: 24, termUnit: 'months' },
      }),
    ).toMatchObject({ payment: 1062.74, payments: 52, apr: 11.54 })
  })

  it.each(offerCases.map((offerCase) => [offerCase.id, offerCase] as const))(
    'the site states %s as the independent implementation does, to the cent and 0.01 point',
    (_, { offer, expected }) => {
      const site = offerDisclosure(offer)
      expect({
        amountFunded: site.amountFunded,
        amountReceived: site.amountReceived,
        financeCharge: site.financeCharge,
        totalRepayment: site.totalRepayment,
        apr: site.apr,
        payment: site.payment,
        lastPayment: site.lastPayment,
        payments: site.payments,
        termMonths: hundredths(site.termMonths),
        centsPerDollar: site.centsPerDollar,
        revenueShare: site.revenueShare,
      }).toEqual(expected)
    },
  )
})
