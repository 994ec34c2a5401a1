import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OFFER_KINDS, checkOffer, type OfferText } from '@/lib/offer-math'
import { MAX_OFFERS, holdsOffers, offersFromSearch, queryOf, searchOfOffers } from './offer-address'
import { offerCheckExample } from './offer-check-example'

/** Issue 38's advance and a 9% term loan, as a visitor types them. */
const advance = offerCheckExample.en
const loan: OfferText = {
  kind: 'termLoan',
  amount: '50,000',
  priceBy: 'rate',
  rate: '9',
  frequency: 'monthly',
  term: '24',
  termUnit: 'months',
}

describe('the offer check’s address', () => {
  it('holds the offers a visitor typed, and gives them back as typed', () => {
    const search = searchOfOffers([advance, loan])
    expect(search).toContain('1.kind=salesBased')
    expect(search).toContain('2.kind=termLoan')
    expect(offersFromSearch(search)).toEqual([advance, loan])
    expect(offersFromSearch(`?${search}`)).toEqual([advance, loan])
    // French figures, spaces and commas included, come back unchanged.
    expect(offersFromSearch(searchOfOffers([offerCheckExample.fr]))).toEqual([offerCheckExample.fr])
  })

  it('is what the page’s form sends without JavaScript: its fields are named n.field', () => {
    // A GET form writes its fields' names and values, empty ones included.
    const sent = new URLSearchParams([
      ['1.kind', 'termLoan'],
      ['1.amount', '50,000'],
      ['1.priceBy', 'rate'],
      ['1.rate', '9'],
      ['1.frequency', 'monthly'],
      ['1.term', '24'],
      ['1.termUnit', 'months'],
      ['1.withheldFee', ''],
      ['1.withheldFeeUnit', 'percent'],
      ['1.renewsExisting', 'yes'],
    ])
    expect(offersFromSearch(sent)).toEqual([
      { ...loan, withheldFeeUnit: 'percent', renewsExisting: true },
    ])
  })

  it('keeps at most three offers, in their order, skipping a number left out', () => {
    const four = searchOfOffers([advance, loan, advance, loan])
    expect(offersFromSearch(four)).toHaveLength(MAX_OFFERS)
    expect(offersFromSearch('4.kind=termLoan&4.amount=1000')).toEqual([])
    expect(offersFromSearch('2.kind=termLoan&2.amount=1000')).toEqual([
      { kind: 'termLoan', amount: '1000' },
    ])
  })

  it('ignores junk: unknown kinds, choices and keys, built-in names; cuts long figures', () => {
    expect(offersFromSearch('1.kind=payday&1.amount=5')).toEqual([])
    expect(offersFromSearch('1.kind=__proto__&1.amount=5')).toEqual([])
    expect(offersFromSearch('1.kind=constructor')).toEqual([])
    expect(
      offersFromSearch(
        '1.kind=termLoan&1.frequency=hourly&1.priceBy=toString&1.termUnit=__proto__&1.evil=1&1.__proto__=x',
      ),
    ).toEqual([{ kind: 'termLoan', amount: '' }])
    const [long] = offersFromSearch(`1.kind=termLoan&1.amount=${'9'.repeat(5000)}`)
    expect(long!.amount).toHaveLength(40)
    expect(Object.getPrototypeOf(long)).toBe(Object.prototype)
  })

  it('tells the proxy when an address holds offers, and reads Next’s searchParams alike', () => {
    expect(holdsOffers(new URLSearchParams(searchOfOffers([advance])))).toBe(true)
    expect(holdsOffers(new URLSearchParams('3.kind=factoring'))).toBe(true)
    // A kind the page does not know (a mistyped link) is no offer: the prerendered page answers.
    expect(holdsOffers(new URLSearchParams('1.kind=termloan'))).toBe(false)
    expect(holdsOffers(new URLSearchParams('utm_source=news&1.amount=5'))).toBe(false)
    expect(holdsOffers(new URLSearchParams('4.kind=termLoan'))).toBe(false)
    // A key repeated in the address reaches the page as a list: its first value is read.
    const query = queryOf({
      '1.kind': ['termLoan', 'factoring'],
      '1.amount': '9,000',
      x: undefined,
    })
    expect(offersFromSearch(query)).toEqual([{ kind: 'termLoan', amount: '9,000' }])
  })

  it('never crashes, and any offer it reads gets a disclosure or a field error, never NaN', () => {
    const keys = [
      ...['kind', 'amount', 'factor', 'rate', 'term', 'frequency', 'priceBy', 'repayment'],
      ...['payment', 'holdback', 'sales', 'days', 'withheldFee', 'withheldFeeUnit', 'x'],
    ]
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 4 }),
            fc.constantFrom(...keys),
            fc.oneof(fc.string(), fc.constantFrom(...OFFER_KINDS, '-5', '0', '1e9', 'abc')),
          ),
          { maxLength: 30 },
        ),
        fc.constantFrom('en', 'fr'),
        (entries, locale) => {
          const search = new URLSearchParams(
            entries.map(([index, key, value]) => [`${index}.${key}`, value]),
          ).toString()
          const offers = offersFromSearch(search)
          expect(offers.length).toBeLessThanOrEqual(MAX_OFFERS)
          expect(offersFromSearch(searchOfOffers(offers))).toEqual(offers)
          for (const offer of offers) {
            const checked = checkOffer(offer, locale)
            if (checked.disclosure) expect(JSON.stringify(checked.disclosure)).not.toMatch(/NaN/)
            else expect(Object.keys(checked.errors).length).toBeGreaterThan(0)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
