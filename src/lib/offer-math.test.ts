import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatRate } from './formats'
import { cashAdvance, creditLine, factoring, FundingInputError, termLoan } from './funding-math'
import {
  LARGE_WITHHELD_FEE_PERCENT,
  OFFER_QUESTIONS,
  cashAdvanceOffer,
  checkOffer,
  creditLineOffer,
  factoringOffer,
  offerDisclosure,
  termLoanOffer,
  type InstallmentOffer,
  type Offer,
  type OfferText,
  type SalesBasedOffer,
} from './offer-math'

/**
 * The offer maths against the calculators' own figures and the rules it states. Its APRs are
 * checked against an independent solver on every case of the methodology's fixture
 * (tests/unit/offer-methodology.test.ts); these tests hold what a visitor would check by hand.
 */

const cents = (dollars: number) => Math.round(dollars * 100)

/** Issue 38's advance: $50,000 at a 1.35 factor, $450 a business day, a 3% fee withheld. */
const issueAdvance: SalesBasedOffer = {
  kind: 'salesBased',
  amount: 50_000,
  withheldFee: { unit: 'percent', value: 3 },
  price: { by: 'factor', factor: 1.35 },
  repayment: { by: 'daily', payment: 450 },
}

const loan = (overrides: Partial<InstallmentOffer> = {}): InstallmentOffer => ({
  kind: 'termLoan',
  amount: 50_000,
  price: { by: 'rate', rate: 9 },
  schedule: { frequency: 'monthly', term: 36, termUnit: 'months' },
  ...overrides,
})

/** The field and limit an offer is refused with, or null when it is not. */
function refusal(offer: Offer): { field: string; limit: string } | null {
  try {
    offerDisclosure(offer)
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(FundingInputError)
    const { field, limit } = error as FundingInputError
    return { field, limit }
  }
}

describe('the standard disclosure of an offer', () => {
  it('states issue 38’s advance: what is received, repaid and charged, over how many debits', () => {
    const disclosure = offerDisclosure(issueAdvance)
    expect(disclosure).toMatchObject({
      amountFunded: 50_000,
      amountReceived: 48_500, // 3% of 50,000 withheld
      totalRepayment: 67_500, // 50,000 × 1.35
      financeCharge: 19_000, // 67,500 − 48,500
      payment: 450,
      lastPayment: 450,
      payments: 150,
      frequency: 'daily',
    })
    expect(disclosure.termMonths).toBeCloseTo((150 * 12) / 252, 10)
    // 19,000 ÷ 48,500 = 39.18 cents per dollar received.
    expect(disclosure.centsPerDollar).toBe(39.18)
    // Without the fee it is the blog's 105.87%; the fee, withheld on a short term, adds 11 points.
    expect(offerDisclosure({ ...issueAdvance, withheldFee: undefined }).apr).toBe(105.87)
    expect(disclosure.apr).toBeGreaterThan(116)
    expect(disclosure.monthlyRate).toBe(Math.round((disclosure.apr / 12) * 100) / 100)
  })

  it('states a term loan as the term loan calculator does, its fee withheld', () => {
    const input = {
      amount: 250_000,
      annualRate: 9.5,
      termMonths: 60,
      frequency: 'monthly',
    } as const
    const calculator = termLoan({ ...input, feePercent: 2 })
    const disclosure = offerDisclosure(termLoanOffer({ ...input, feePercent: 2 }))
    expect(disclosure.payment).toBe(calculator.payment)
    expect(disclosure.lastPayment).toBe(calculator.schedule.at(-1)!.payment)
    expect(disclosure.payments).toBe(60)
    expect(disclosure.amountReceived).toBe(245_000)
    // The calculator's "total cost of borrowing" is interest plus fee: the finance charge.
    expect(disclosure.financeCharge).toBe(calculator.totalCost)
    expect(cents(disclosure.totalRepayment)).toBe(cents(250_000 + calculator.totalInterest))
    expect(disclosure.apr).toBe(Math.round(calculator.apr * 100) / 100)
  })

  it('states an advance as the cash advance calculator does', () => {
    for (const repayment of [
      { repayment: 'daily', debit: 450 },
      { repayment: 'weekly', debit: 2500 },
      { repayment: 'holdback', holdbackPercent: 15, monthlySales: 84_000 },
      { repayment: 'daily', debit: 20_000 },
    ] as const) {
      const input = { advance: 50_000, factorRate: 1.35, ...repayment }
      const calculator = cashAdvance(input)
      const disclosure = offerDisclosure(cashAdvanceOffer(input))
      expect(disclosure, repayment.repayment).toMatchObject({
        totalRepayment: calculator.totalRepayment,
        financeCharge: calculator.costOfCapital,
        payments: calculator.payments,
        payment: calculator.debit,
        lastPayment: calculator.lastDebit,
        apr: Math.round(calculator.apr * 100) / 100,
      })
      expect(disclosure.termMonths).toBeCloseTo(calculator.estimatedMonths, 10)
    }
  })

  it('states a draw repaid once with simple interest, and factoring, as their calculators do', () => {
    const drawn = { drawn: 100_000, annualRate: 12, days: 90, drawFeePercent: 1 }
    const line = creditLine(drawn)
    const draw = offerDisclosure(creditLineOffer(drawn))
    expect(draw).toMatchObject({
      financeCharge: line.totalCost,
      totalRepayment: cents(100_000 + line.interest) / 100,
      amountReceived: 99_000,
      payments: 1,
      frequency: 'once',
      termDays: 90,
    })
    // One period of 90 days: 3,958.90 ÷ 99,000 × 365 ÷ 90 = 16.22% (on what is received).
    expect(draw.apr).toBe(16.22)
    // The calculator's cost a year is the APR, with a fee or without (decision 0033).
    for (const fee of [undefined, 0.5, 1, 2.5, 10])
      for (const days of [1, 30, 90, 365, 1825]) {
        const input = { ...drawn, days, drawFeePercent: fee }
        expect(offerDisclosure(creditLineOffer(input)).apr, `${fee}% for ${days} days`).toBe(
          Math.round(creditLine(input).annualisedCost * 100) / 100,
        )
      }

    const sold = { invoice: 100_000, advanceRate: 85, discountRate: 3, days: 45 }
    const invoice = factoring(sold)
    const factored = offerDisclosure(factoringOffer(sold))
    expect(factored).toMatchObject({
      amountFunded: invoice.advance,
      amountReceived: invoice.advance,
      financeCharge: invoice.fee,
      totalRepayment: cents(invoice.advance + invoice.fee) / 100,
      apr: Math.round(invoice.annualisedCost * 100) / 100,
      termDays: 45,
    })
  })

  it('splits a total into equal payments rounded down to the cent, the last taking the rest', () => {
    const byTotal = offerDisclosure(
      loan({
        amount: 9_000,
        price: { by: 'total', total: 10_000 },
        schedule: { frequency: 'monthly', term: 3, termUnit: 'payments' },
      }),
    )
    expect(byTotal).toMatchObject({ payment: 3333.33, lastPayment: 3333.34, payments: 3 })
    expect(byTotal.totalRepayment).toBe(10_000)
    // A factor on an installment offer: 20,000 × 1.2 over 52 weeks is 461.53 and a last 461.97.
    expect(
      offerDisclosure(
        loan({
          amount: 20_000,
          price: { by: 'factor', factor: 1.2 },
          schedule: { frequency: 'weekly', term: 12, termUnit: 'months' },
        }),
      ),
    ).toMatchObject({ payments: 52, payment: 461.53, lastPayment: 461.97, totalRepayment: 24_000 })
  })

  it('charges interest on a fee added to the balance, and never counts an added fee twice', () => {
    const base = loan({ price: { by: 'rate', rate: 12 } })
    const withFee = offerDisclosure({ ...base, addedFee: { unit: 'dollars', value: 1000 } })
    const borrowedMore = offerDisclosure({ ...base, amount: 51_000 })
    // The same payments as borrowing 51,000, but only 50,000 received.
    expect(withFee.payment).toBe(borrowedMore.payment)
    expect(withFee.totalRepayment).toBe(borrowedMore.totalRepayment)
    expect(withFee.amountReceived).toBe(50_000)
    expect(withFee.apr).toBeGreaterThan(12)
    // A typed total is everything repaid: the added fee is already in it.
    const total = loan({ price: { by: 'total', total: 60_000 } })
    expect(offerDisclosure({ ...total, addedFee: { unit: 'percent', value: 2 } })).toEqual(
      offerDisclosure(total),
    )
  })

  it('gives a 0% loan and a 1.00 factor an APR of exactly 0, shown 0.00%, never -0.00%', () => {
    const free = [
      loan({ price: { by: 'rate', rate: 0 } }),
      loan({ price: { by: 'rate', rate: 0 }, schedule: { frequency: 'once', days: 30 } }),
      loan({ price: { by: 'total', total: 50_000 } }),
      { ...issueAdvance, withheldFee: undefined, price: { by: 'factor', factor: 1 } } as const,
    ] satisfies Offer[]
    for (const offer of free) {
      const disclosure = offerDisclosure(offer)
      expect(Object.is(disclosure.apr, 0)).toBe(true)
      expect(Object.is(disclosure.monthlyRate, 0)).toBe(true)
      expect(Object.is(disclosure.centsPerDollar, 0)).toBe(true)
      expect(disclosure.financeCharge).toBe(0)
      expect(formatRate('en', disclosure.apr)).toBe('0.00%')
      expect(formatRate('fr', disclosure.apr).replace(/\s/g, ' ')).toBe('0,00 %')
    }
  })

  it('states the share of monthly sales a sales-based offer’s payments take', () => {
    const byShare = offerDisclosure({
      ...issueAdvance,
      repayment: { by: 'holdback', holdback: 12.5, sales: 80_000 },
    })
    expect(byShare.revenueShare).toBe(12.5)
    // 450 a business day is 450 × 252 ÷ 12 = 9,450 a month: 15.75% of 60,000.
    const fixed = offerDisclosure({
      ...issueAdvance,
      repayment: { by: 'daily', payment: 450, sales: 60_000 },
    })
    expect(fixed.revenueShare).toBe(15.75)
    expect(offerDisclosure(issueAdvance).revenueShare).toBeNull()
    expect(offerDisclosure(loan()).revenueShare).toBeNull()
  })
})

describe('what to look out for', () => {
  it('flags an APR above 35% on issue 38’s advance and not on a 9% term loan', () => {
    expect(offerDisclosure(issueAdvance).flags).toContain('aprAbove35')
    expect(offerDisclosure(loan()).flags).not.toContain('aprAbove35')
    // 35.00% is not above 35%.
    const at35 = offerDisclosure(loan({ price: { by: 'rate', rate: 35 } }))
    expect(at35.apr).toBe(35)
    expect(at35.flags).not.toContain('aprAbove35')
    expect(offerDisclosure(loan({ price: { by: 'rate', rate: 35.01 } })).flags).toContain(
      'aprAbove35',
    )
  })

  it('flags daily debits, whether fixed, a holdback or a loan’s daily payments', () => {
    expect(offerDisclosure(issueAdvance).flags).toContain('dailyDebits')
    expect(
      offerDisclosure({
        ...issueAdvance,
        repayment: { by: 'holdback', holdback: 10, sales: 63_000 },
      }).flags,
    ).toContain('dailyDebits')
    expect(
      offerDisclosure(loan({ schedule: { frequency: 'daily', term: 12, termUnit: 'months' } }))
        .flags,
    ).toContain('dailyDebits')
    expect(
      offerDisclosure({ ...issueAdvance, repayment: { by: 'weekly', payment: 2500 } }).flags,
    ).not.toContain('dailyDebits')
    expect(offerDisclosure(loan()).flags).not.toContain('dailyDebits')
  })

  it(`flags a fee withheld at funding of ${LARGE_WITHHELD_FEE_PERCENT}% of the amount or more`, () => {
    const withheld = (fee: { unit: 'percent' | 'dollars'; value: number }) =>
      offerDisclosure(loan({ withheldFee: fee })).flags.includes('largeWithheldFee')
    expect(withheld({ unit: 'percent', value: 4.99 })).toBe(false)
    expect(withheld({ unit: 'percent', value: 5 })).toBe(true)
    expect(withheld({ unit: 'dollars', value: 2499.99 })).toBe(false)
    expect(withheld({ unit: 'dollars', value: 2500 })).toBe(true)
    // A fee added to the balance is not withheld.
    expect(offerDisclosure(loan({ addedFee: { unit: 'percent', value: 10 } })).flags).not.toContain(
      'largeWithheldFee',
    )
    expect(offerDisclosure(issueAdvance).flags).not.toContain('largeWithheldFee')
  })

  it('flags a term shorter than the money’s use, only when the visitor says what it is', () => {
    expect(offerDisclosure(loan()).flags).not.toContain('termShorterThanUse')
    expect(offerDisclosure(loan({ useMonths: 36 })).flags).not.toContain('termShorterThanUse')
    expect(offerDisclosure(loan({ useMonths: 37 })).flags).toContain('termShorterThanUse')
    // Issue 38's advance runs about 7.1 months: too short for equipment used for two years.
    expect(offerDisclosure({ ...issueAdvance, useMonths: 24 }).flags).toContain(
      'termShorterThanUse',
    )
  })

  it('flags a renewal only on an offer the visitor says renews or adds to a debt', () => {
    expect(offerDisclosure(issueAdvance).flags).not.toContain('stacking')
    expect(offerDisclosure({ ...issueAdvance, renewsExisting: true }).flags).toContain('stacking')
    expect(offerDisclosure(loan()).flags).not.toContain('stacking')
    expect(offerDisclosure(loan({ renewsExisting: true })).flags).toContain('stacking')
  })

  it('always asks about prepayment, collateral, a personal guarantee and a confession of judgment', () => {
    for (const offer of [issueAdvance, loan()])
      expect(offerDisclosure(offer).questions).toEqual(OFFER_QUESTIONS)
    expect(OFFER_QUESTIONS).toEqual([
      'prepayment',
      'collateral',
      'personalGuarantee',
      'confessionOfJudgment',
    ])
  })
})

describe('an offer as a visitor types it', () => {
  const typedAdvance: OfferText = {
    kind: 'salesBased',
    amount: '50,000',
    withheldFee: '3',
    priceBy: 'factor',
    factor: '1.35',
    repayment: 'daily',
    payment: '450',
  }

  it('reads issue 38’s advance typed in English and in French to the same disclosure', () => {
    const english = checkOffer(typedAdvance, 'en')
    const french = checkOffer(
      { ...typedAdvance, amount: '50 000 $', withheldFee: '3 %', factor: '1,35', payment: '450 $' },
      'fr',
    )
    expect(english.disclosure).toEqual(offerDisclosure(issueAdvance))
    expect(french.disclosure).toEqual(english.disclosure)
  })

  it('names the field of letters, a negative figure, a zero term and a factor below 1', () => {
    expect(checkOffer({ ...typedAdvance, amount: 'fifty thousand' }, 'en').errors).toEqual({
      amount: 'offerAmount',
    })
    expect(checkOffer({ ...typedAdvance, payment: '-450' }, 'en').errors).toEqual({
      payment: 'payment',
    })
    expect(checkOffer({ ...typedAdvance, factor: '0.95' }, 'en').errors).toEqual({
      factor: 'factorRate',
    })
    expect(checkOffer({ ...typedAdvance, withheldFee: 'abc' }, 'en').errors).toEqual({
      withheldFee: 'offerFee',
    })
    const typedLoan: OfferText = { kind: 'termLoan', amount: '50000', rate: '9', term: '0' }
    expect(checkOffer(typedLoan, 'en').errors).toEqual({ term: 'term' })
    expect(checkOffer({ ...typedLoan, term: '36', rate: 'nine' }, 'en').errors).toEqual({
      rate: 'rate',
    })
    // Every unreadable figure is named at once.
    expect(
      checkOffer({ ...typedLoan, amount: 'x', rate: '-1', term: 'twelve' }, 'en').errors,
    ).toEqual({ amount: 'offerAmount', rate: 'rate', term: 'term' })
    expect(
      checkOffer(
        { kind: 'factoring', amount: '$100k', advanceRate: '85', discount: '3', days: '0' },
        'en',
      ).errors,
    ).toEqual({ days: 'factoringDays' })
  })

  it('refuses fees over half the amount, totals that repay less than is received, and tiny payments', () => {
    expect(refusal(loan({ withheldFee: { unit: 'percent', value: 50.01 } }))).toEqual({
      field: 'withheldFee',
      limit: 'offerFee',
    })
    expect(refusal(loan({ addedFee: { unit: 'dollars', value: 25_000.01 } }))).toEqual({
      field: 'addedFee',
      limit: 'offerFee',
    })
    expect(
      refusal(
        loan({ withheldFee: { unit: 'percent', value: 2 }, price: { by: 'total', total: 48_999 } }),
      ),
    ).toEqual({ field: 'total', limit: 'total' })
    expect(refusal(loan({ price: { by: 'total', total: 250_000.01 } }))).toEqual({
      field: 'total',
      limit: 'total',
    })
    expect(refusal(loan({ price: { by: 'payment', payment: 1000 } }))).toEqual({
      field: 'payment',
      limit: 'paymentRange',
    })
    expect(
      refusal(
        loan({
          amount: 100,
          price: { by: 'factor', factor: 1 },
          schedule: { frequency: 'daily', term: 360, termUnit: 'months' },
        }),
      ),
    ).toEqual({ field: 'term', limit: 'paymentsTooSmall' })
    expect(
      refusal(
        loan({ schedule: { frequency: 'fortnightly' as 'weekly', term: 3, termUnit: 'months' } }),
      ),
    ).toEqual({ field: 'frequency', limit: 'frequency' })
    expect(refusal(loan({ useMonths: 0 }))).toEqual({ field: 'useMonths', limit: 'useMonths' })
  })

  it('answers any typing with a disclosure of finite figures or errors, never NaN (property)', () => {
    const junk = fc.constantFrom('', 'abc', '-5', '0', '1e6', '3 %', '0,9', '1,2345', '$')
    /** A figure typed in or near its field's range, now and then not a figure at all. */
    const figure = (min: number, max: number, digits = 2) =>
      fc.oneof(
        { arbitrary: junk, weight: 1 },
        {
          arbitrary: fc
            .noBias(fc.integer({ min: min * 100, max: max * 100 }))
            .map((hundredths) => (hundredths / 100).toFixed(digits)),
          weight: 6,
        },
      )
    const disclosed: number[] = []
    fc.assert(
      fc.property(
        fc.record({
          kind: fc.constantFrom('termLoan', 'lineOfCredit', 'salesBased', 'factoring'),
          amount: figure(50, 60_000_000),
          withheldFee: fc.oneof(fc.constant(''), figure(0, 60)),
          withheldFeeUnit: fc.constantFrom('percent', 'dollars'),
          addedFee: fc.oneof(fc.constant(''), figure(0, 60)),
          priceBy: fc.constantFrom('rate', 'factor', 'total', 'payment'),
          rate: figure(0, 120),
          factor: figure(0.8, 6),
          total: figure(50, 100_000_000),
          payment: figure(0, 500_000),
          frequency: fc.constantFrom('monthly', 'biweekly', 'weekly', 'daily', 'once'),
          term: figure(0, 400, 0),
          termUnit: fc.constantFrom('months', 'payments'),
          days: figure(0, 2000, 0),
          repayment: fc.constantFrom('daily', 'weekly', 'holdback'),
          holdback: figure(0, 60),
          sales: fc.oneof(fc.constant(''), figure(0, 10_000_000)),
          advanceRate: figure(40, 110),
          discount: figure(0, 20),
          useMonths: fc.oneof(fc.constant(''), figure(0, 400, 0)),
        }),
        fc.constantFrom('en', 'fr'),
        (text, locale) => {
          const { disclosure, errors } = checkOffer(text as OfferText, locale)
          if (!disclosure) {
            expect(Object.keys(errors).length).toBeGreaterThan(0)
            return
          }
          disclosed.push(disclosure.apr)
          for (const [name, value] of Object.entries(disclosure))
            if (typeof value === 'number') expect(Number.isFinite(value), name).toBe(true)
          expect(disclosure.financeCharge).toBeGreaterThanOrEqual(0)
          expect(disclosure.amountReceived).toBeGreaterThan(0)
          expect(disclosure.apr).toBeGreaterThanOrEqual(0)
          expect(disclosure.lastPayment).toBeGreaterThan(0)
        },
      ),
      { numRuns: 1000 },
    )
    // The property is worth something only if many typings are offers it can state.
    expect(disclosed.length).toBeGreaterThan(50)
  }, 30_000)
})
