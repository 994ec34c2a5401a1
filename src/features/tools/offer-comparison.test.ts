import { describe, expect, it } from 'vitest'
import type { OfferText } from '@/lib/offer-math'
import { offerCheckExample } from './offer-check-example'
import { checkedOffers, comparisonMarks, offerResults } from './offer-comparison'

const advance = offerCheckExample.en
const loan: OfferText = {
  kind: 'termLoan',
  amount: '50,000',
  rate: '9',
  frequency: 'monthly',
  term: '24',
}

describe('offers side by side', () => {
  it('marks the lower cost on each row: a 9% loan beside issue 38’s advance', () => {
    const results = offerResults([advance, loan], 'en')
    expect(results.map((result) => result.disclosure?.apr)).toEqual([117.33, 9])
    expect(results[0]!.offer).toMatchObject({ kind: 'salesBased', amount: 50_000 })
    // The advance gives $48,500 and the loan $50,000: dollars are not compared, rates are.
    expect(comparisonMarks(results)).toEqual([
      { disclosure: [], units: [] },
      { disclosure: ['apr'], units: ['centsPerDollar', 'monthlyRate'] },
    ])
  })

  it('compares dollars only between offers that give the same amount', () => {
    const sameAmount = { ...loan, withheldFee: '3' }
    const marks = comparisonMarks(offerResults([advance, sameAmount, advance], 'en'))
    expect(marks[1]).toEqual({
      disclosure: ['financeCharge', 'apr'],
      units: ['centsPerDollar', 'monthlyRate', 'monthlyFinanceCharge'],
    })
    expect(marks[0]).toEqual({ disclosure: [], units: [] })
    expect(marks[2]).toEqual({ disclosure: [], units: [] })
  })

  it('marks nothing for one offer, for a tie, or beside an offer with an error', () => {
    expect(comparisonMarks(offerResults([advance], 'en'))).toEqual([{ disclosure: [], units: [] }])
    expect(comparisonMarks(offerResults([advance, advance], 'en'))).toEqual([
      { disclosure: [], units: [] },
      { disclosure: [], units: [] },
    ])
    const broken = offerResults([advance, { ...loan, term: '0' }], 'en')
    expect(broken[1]!.errors).toEqual({ term: 'term' })
    // Only the offer that checks out is one the lead form could send.
    expect(checkedOffers(broken)).toEqual([broken[0]!.offer])
    expect(comparisonMarks(broken)).toEqual([
      { disclosure: [], units: [] },
      { disclosure: [], units: [] },
    ])
  })
})
