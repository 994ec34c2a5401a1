import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatRate } from './formats'
import {
  FundingInputError,
  cashAdvance,
  creditLine,
  factoring,
  fundingLimits,
  levelPayment,
  parseAmount,
  parseDecimal,
  parseWhole,
  periodicRate,
  scheduleCsv,
  termLoan,
  type CashAdvanceInput,
  type Frequency,
  type TermLoanInput,
} from './funding-math'

/**
 * Reference values worked independently of this module: level payments from the standard
 * amortization formula P·r / (1 − (1 + r)^−n), checked against published loan tables; APRs from
 * a separate Newton's-method solver of the spreadsheet RATE function (RATE(n, −payment, net) ×
 * periods a year), written in Python for this test and kept in its comments.
 */

const cents = (value: number) => Math.round(value * 100)

describe('parseAmount', () => {
  it('reads amounts as people type them', () => {
    expect(parseAmount('250000')).toBe(250_000)
    expect(parseAmount('250,000')).toBe(250_000)
    expect(parseAmount('$250,000.50')).toBe(250_000.5)
    expect(parseAmount('$250k')).toBe(250_000)
    expect(parseAmount(' 1.5M ')).toBe(1_500_000)
    expect(parseAmount('$ 75K')).toBe(75_000)
    expect(parseAmount('.5')).toBe(0.5)
  })

  it('answers null for anything else', () => {
    for (const text of ['', 'abc', '25,00', '1,2345', '$', 'k', '12kk', '-5', '1e6', '5%']) {
      expect(parseAmount(text), text).toBeNull()
    }
  })

  it('reads amounts as French visitors type them on French pages', () => {
    expect(parseAmount('250 000', 'fr')).toBe(250_000)
    expect(parseAmount('250 000 $', 'fr')).toBe(250_000)
    expect(parseAmount('250000$', 'fr')).toBe(250_000)
    expect(parseAmount('1 250 000,50 $', 'fr')).toBe(1_250_000.5)
    expect(parseAmount('250k', 'fr')).toBe(250_000)
    expect(parseAmount('250 k$', 'fr')).toBe(250_000)
    expect(parseAmount('1,5 M$', 'fr')).toBe(1_500_000)
    expect(parseAmount('25,50', 'fr')).toBe(25.5)
    // A figure copied from a French page carries no-break spaces.
    expect(parseAmount('250\u00a0000\u00a0$', 'fr')).toBe(250_000)
    expect(parseAmount('250\u202f000', 'fr')).toBe(250_000)
  })

  it('still reads the English forms on French pages', () => {
    for (const [text, amount] of [
      ['250,000', 250_000],
      ['$250,000.50', 250_000.5],
      ['$250k', 250_000],
      ['1.5M', 1_500_000],
      ['$ 75K', 75_000],
    ] as const) {
      expect(parseAmount(text, 'fr'), text).toBe(amount)
    }
  })

  it('answers null for anything else on French pages, and for French forms on English ones', () => {
    for (const text of [
      '',
      'abc',
      '$',
      'k$',
      '12kk',
      '-5',
      '1e6',
      '5 %',
      '250 00',
      '1 2345',
      '$5 $',
    ]) {
      expect(parseAmount(text, 'fr'), text).toBeNull()
    }
    for (const text of ['250 000', '250 000 $', '250 k$', '1,5 M']) {
      expect(parseAmount(text, 'en'), text).toBeNull()
    }
  })
})

describe('parseDecimal and parseWhole', () => {
  it('read rates with a decimal point or comma, and a percent sign in either language’s spacing', () => {
    expect(parseDecimal('9.5')).toBe(9.5)
    expect(parseDecimal('9,5')).toBe(9.5)
    expect(parseDecimal('9.5%')).toBe(9.5)
    expect(parseDecimal('9,5 %')).toBe(9.5)
    expect(parseDecimal('9,5\u00a0%')).toBe(9.5)
    expect(parseDecimal(' 1,35 ')).toBe(1.35)
    expect(parseDecimal(',5')).toBe(0.5)
    for (const text of ['', 'abc', '9,5,1', '-2', '9.5 %%', '1 000']) {
      expect(parseDecimal(text), text).toBeNull()
    }
  })

  it('read whole numbers grouped the English way everywhere, and with spaces on French pages', () => {
    expect(parseWhole('60')).toBe(60)
    expect(parseWhole('1,825')).toBe(1825)
    expect(parseWhole('1 825')).toBeNull()
    expect(parseWhole('1 825', 'fr')).toBe(1825)
    expect(parseWhole('1\u00a0825', 'fr')).toBe(1825)
    expect(parseWhole('1,825', 'fr')).toBe(1825)
    for (const text of ['', '12.5', '12,5', '1 82', '-3']) {
      expect(parseWhole(text, 'fr'), text).toBeNull()
    }
  })
})

describe('term loans', () => {
  const loan = (input: Partial<TermLoanInput> = {}) =>
    termLoan({ amount: 100_000, annualRate: 8, termMonths: 60, frequency: 'monthly', ...input })

  it('pays the level payment of the amortization formula', () => {
    // 100,000 at 8% over 60 months: 2,027.64 (a standard loan-table value).
    expect(loan().payment).toBe(2027.64)
    // 10,000 at 6% over 36 months: 304.22; 200,000 at 6.5% over 30 years: 1,264.14.
    expect(loan({ amount: 10_000, annualRate: 6, termMonths: 36 }).payment).toBe(304.22)
    expect(loan({ amount: 200_000, annualRate: 6.5, termMonths: 360 }).payment).toBe(1264.14)
    // Bi-weekly: 50,000 at 10% over 24 months is 52 payments of 1,062.74.
    const biweekly = loan({ amount: 50_000, annualRate: 10, termMonths: 24, frequency: 'biweekly' })
    expect(biweekly.payments).toBe(52)
    expect(biweekly.payment).toBe(1062.74)
    // Weekly: 25,000 at 12% over 12 months is 52 payments of 510.75.
    expect(
      loan({ amount: 25_000, annualRate: 12, termMonths: 12, frequency: 'weekly' }).payment,
    ).toBe(510.75)
  })

  it('closes the balance exactly, the last payment taking the rounding', () => {
    const result = loan()
    const last = result.schedule.at(-1)!
    expect(last.balance).toBe(0)
    expect(Math.abs(last.payment - result.payment)).toBeLessThan(1)
    expect(result.totalInterest).toBeCloseTo(2027.64 * 60 - 100_000, 0)
  })

  it('gives the APR with the fee as a spreadsheet’s RATE does, to 0.01 points', () => {
    // RATE(60, −2027.64, 97000) × 12 = 9.2985% (a 3% fee on 100,000 at 8%).
    expect(loan({ feePercent: 3 }).apr).toBeCloseTo(9.2985, 2)
    // RATE(360, −1264.14, 196000) × 12 = 6.6953% (2% on 200,000 at 6.5% for 30 years).
    expect(
      loan({ amount: 200_000, annualRate: 6.5, termMonths: 360, feePercent: 2 }).apr,
    ).toBeCloseTo(6.6953, 2)
    // RATE(52, −1062.74, 49250) × 26 = 11.5435% (1.5% on 50,000 at 10%, bi-weekly).
    expect(
      loan({
        amount: 50_000,
        annualRate: 10,
        termMonths: 24,
        frequency: 'biweekly',
        feePercent: 1.5,
      }).apr,
    ).toBeCloseTo(11.5435, 2)
    // Without a fee the APR is the rate.
    expect(loan().apr).toBeCloseTo(8, 2)
  })

  it('handles a 0% rate and a single payment', () => {
    const free = loan({ annualRate: 0, amount: 10_000, termMonths: 3 })
    expect(free.schedule.map((row) => row.payment)).toEqual([3333.33, 3333.33, 3333.34])
    expect(free.totalInterest).toBe(0)
    expect(free.apr).toBeCloseTo(0, 6)
    const once = loan({ amount: 12_000, annualRate: 12, termMonths: 1 })
    expect(once.payments).toBe(1)
    expect(once.payment).toBe(12_120)
    expect(once.totalInterest).toBe(120)
  })

  it('costs exactly nothing at 0%, so its APR is shown as 0.00%, never -0.00%', () => {
    for (const termMonths of [3, 7, 60, 360]) {
      for (const frequency of ['monthly', 'biweekly', 'weekly'] as const) {
        const free = loan({ annualRate: 0, amount: 10_000, termMonths, frequency })
        expect(free.apr, `${termMonths} months, ${frequency}`).toBe(0)
        expect(formatRate('en', free.apr)).toBe('0.00%')
      }
    }
  })

  it('ends a loan whose rounded payment repays it early: no $0 payments, and an APR near its rate', () => {
    // $1,000 at 5% over 30 years, weekly: 1,560 payments of $1.24 (1.2354… rounded up) repay it
    // a few payments early; the schedule once ran on with $0 payments and an APR of -5,148%.
    for (const annualRate of [5, 22.17]) {
      const early = loan({ amount: 1000, annualRate, termMonths: 360, frequency: 'weekly' })
      expect(early.payments, `${annualRate}%`).toBeLessThan(1560)
      expect(early.payments).toBe(early.schedule.length)
      expect(early.schedule.every((row) => row.payment > 0)).toBe(true)
      expect(early.schedule.at(-1)!.balance).toBe(0)
      // Cents of rounding on payments of a dollar or four move the rate by a few hundredths.
      expect(Math.abs(early.apr - annualRate)).toBeLessThan(0.1)
    }
  })

  it('refuses a frequency that is an object’s built-in name, as an address can hold', () => {
    for (const frequency of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'daily']) {
      expect(() => loan({ frequency: frequency as Frequency }), frequency).toThrowError(
        expect.objectContaining({ field: 'frequency', limit: 'frequency' }),
      )
    }
  })

  it('refuses figures it cannot work with, naming the field', () => {
    const refused = (input: Partial<TermLoanInput>) => {
      try {
        loan(input)
      } catch (error) {
        expect(error).toBeInstanceOf(FundingInputError)
        return (error as FundingInputError).field
      }
      return null
    }
    expect(refused({ amount: 10 })).toBe('amount')
    expect(refused({ annualRate: -1 })).toBe('annualRate')
    expect(refused({ termMonths: 0 })).toBe('termMonths')
    expect(refused({ termMonths: 12.5 })).toBe('termMonths')
    expect(refused({ feePercent: 50 })).toBe('feePercent')
    expect(refused({ amount: Number.NaN })).toBe('amount')
  })

  it('writes the schedule as CSV', () => {
    const csv = scheduleCsv(loan({ amount: 12_000, annualRate: 12, termMonths: 2 }).schedule)
    expect(csv.split('\r\n')).toEqual([
      'Payment,Amount,Interest,Principal,Balance',
      // 120 / (1 - 1.01^-2) = 6,090.149…; the second month's interest is 1% of 6,029.85.
      '1,6090.15,120.00,5970.15,6029.85',
      '2,6090.15,60.30,6029.85,0.00',
    ])
  })

  it('names the CSV’s columns in the page’s words, the figures unchanged', () => {
    const schedule = loan({ amount: 12_000, annualRate: 12, termMonths: 2 }).schedule
    const columns = ['Versement', 'Montant', 'Intérêts', 'Capital', 'Solde']
    expect(scheduleCsv(schedule, columns).split('\r\n')).toEqual([
      'Versement,Montant,Intérêts,Capital,Solde',
      ...scheduleCsv(schedule).split('\r\n').slice(1),
    ])
  })

  it('always pays back principal plus interest, to the cent (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 5_000_000_000 }), // cents
        fc.integer({ min: 0, max: 4000 }), // hundredths of a percent
        fc.integer({ min: 1, max: 360 }),
        fc.constantFrom('monthly', 'biweekly', 'weekly'),
        (amountCents, rateHundredths, termMonths, frequency) => {
          const result = termLoan({
            amount: amountCents / 100,
            annualRate: rateHundredths / 100,
            termMonths,
            frequency,
          })
          const paid = result.schedule.reduce((sum, row) => sum + cents(row.payment), 0)
          const principal = result.schedule.reduce((sum, row) => sum + cents(row.principal), 0)
          expect(principal).toBe(amountCents)
          expect(paid).toBe(amountCents + cents(result.totalInterest))
          expect(result.schedule.at(-1)!.balance).toBe(0)
          for (const row of result.schedule) expect(row.principal).toBeGreaterThanOrEqual(0)
        },
      ),
      { numRuns: 300 },
    )
    // 300 schedules of up to 30 years take 2-3 s alone; a loaded two-core machine needs more.
  }, 30_000)
})

describe('merchant cash advances', () => {
  it('costs the factor rate and estimates the APR from the debits', () => {
    // 50,000 at 1.35 repaid by 500 a business day: 135 debits.
    const daily = cashAdvance({ advance: 50_000, factorRate: 1.35, repayment: 'daily', debit: 500 })
    expect(daily).toMatchObject({
      totalRepayment: 67_500,
      costOfCapital: 17_500,
      payments: 135,
      paymentUnit: 'business day',
    })
    expect(daily.estimatedMonths).toBeCloseTo(6.43, 2)
    // RATE(135, −500, 50000) × 252 = 117.5648%.
    expect(daily.apr).toBeCloseTo(117.5648, 2)
    // The blog's worked example: 450 a day, 150 debits, RATE(150, −450, 50000) × 252 = 105.87%.
    const article = cashAdvance({
      advance: 50_000,
      factorRate: 1.35,
      repayment: 'daily',
      debit: 450,
    })
    expect(article.payments).toBe(150)
    expect(article.apr).toBeCloseTo(105.8708, 2)
    // Weekly 2,500: 27 debits; RATE(27, −2500, 50000) × 52 = 118.5003%.
    const weekly = cashAdvance({
      advance: 50_000,
      factorRate: 1.35,
      repayment: 'weekly',
      debit: 2500,
    })
    expect(weekly.payments).toBe(27)
    expect(weekly.apr).toBeCloseTo(118.5003, 2)
  })

  it('turns a holdback of sales into daily debits', () => {
    // 10% of 63,000 a month is 6,300 a month, 300 a business day (× 12 ÷ 252).
    const result = cashAdvance({
      advance: 30_000,
      factorRate: 1.3,
      repayment: 'holdback',
      holdbackPercent: 10,
      monthlySales: 63_000,
    })
    expect(result.debit).toBe(300)
    expect(result.payments).toBe(130)
    expect(result.estimatedMonths).toBeCloseTo(6.19, 2)
  })

  it('copes with a very high factor rate and a last debit that is only the remainder', () => {
    const result = cashAdvance({
      advance: 10_000,
      factorRate: 4.99,
      repayment: 'daily',
      debit: 333,
    })
    expect(result.totalRepayment).toBe(49_900)
    expect(result.payments).toBe(150) // 149 × 333 = 49,617, then 283
    expect(Number.isFinite(result.apr)).toBe(true)
    expect(result.apr).toBeGreaterThan(500)
  })

  it('costs nothing at a factor rate of 1.00, so its APR is shown as 0.0%, never -0.0%', () => {
    for (const input of [
      { repayment: 'daily', debit: 450 },
      { repayment: 'weekly', debit: 2500 },
      { repayment: 'holdback', holdbackPercent: 15, monthlySales: 63_000 },
      { repayment: 'daily', debit: 333 },
    ] as const) {
      const result = cashAdvance({ advance: 50_000, factorRate: 1, ...input })
      expect(result.apr, input.repayment).toBe(0)
      expect(formatRate('en', result.apr, 1)).toBe('0.0%')
    }
  })

  it('says what the last debit is: what remains, or the whole repayment when one debit repays it', () => {
    // 10,000 at 1.1 is 11,000 to repay: a first debit of 20,000 would take only that.
    const once = cashAdvance({
      advance: 10_000,
      factorRate: 1.1,
      repayment: 'daily',
      debit: 20_000,
    })
    expect(once).toMatchObject({ payments: 1, lastDebit: 11_000, totalRepayment: 11_000 })
    // 149 × 333 = 49,617, then 283.
    const remainder = cashAdvance({
      advance: 10_000,
      factorRate: 4.99,
      repayment: 'daily',
      debit: 333,
    })
    expect(remainder).toMatchObject({ payments: 150, debit: 333, lastDebit: 283 })
    // 150 × 450 is exactly 67,500: the last debit is the same.
    expect(
      cashAdvance({ advance: 50_000, factorRate: 1.35, repayment: 'daily', debit: 450 }),
    ).toMatchObject({ debit: 450, lastDebit: 450 })
  })

  it('takes a holdback from 1% to 50% of sales, as its message says', () => {
    const byShare = (holdbackPercent: number) =>
      cashAdvance({
        advance: 10_000,
        factorRate: 1.2,
        repayment: 'holdback',
        holdbackPercent,
        monthlySales: 1_000_000,
      })
    expect(fundingLimits.holdback).toBe('Enter a holdback from 1% to 50% of sales.')
    for (const holdback of [0.99, 0.5, 0.001, 50.01]) {
      expect(() => byShare(holdback), String(holdback)).toThrowError(
        expect.objectContaining({ field: 'holdbackPercent', limit: 'holdback' }),
      )
    }
    expect(byShare(1).payments).toBeGreaterThan(0)
    expect(byShare(50).payments).toBeGreaterThan(0)
  })

  it('names, when it refuses a share of sales, only a field the share-of-sales form shows', () => {
    const shown = ['advance', 'factorRate', 'holdbackPercent', 'monthlySales']
    const refusedField = (input: CashAdvanceInput) => {
      try {
        cashAdvance(input)
        return null
      } catch (error) {
        expect(error).toBeInstanceOf(FundingInputError)
        return (error as FundingInputError).field
      }
    }
    // A tiny holdback of the smallest sales comes to less than a cent a day.
    expect(
      refusedField({
        advance: 1000,
        factorRate: 1,
        repayment: 'holdback',
        holdbackPercent: 0.001,
        monthlySales: 1000,
      }),
    ).toBe('holdbackPercent')
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 6_000_000, noNaN: true }),
        fc.double({ min: 0, max: 6, noNaN: true }),
        fc.oneof(fc.double({ min: 0, max: 2, noNaN: true }), fc.double({ min: 0, max: 60 })),
        fc.double({ min: 0, max: 10_000_000, noNaN: true }),
        (advance, factorRate, holdbackPercent, monthlySales) => {
          const field = refusedField({
            advance,
            factorRate,
            repayment: 'holdback',
            holdbackPercent,
            monthlySales,
          })
          if (field !== null) expect(shown).toContain(field)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('refuses a factor rate below 1, a missing debit and a decade of repayment', () => {
    expect(() =>
      cashAdvance({ advance: 50_000, factorRate: 0.9, repayment: 'daily', debit: 500 }),
    ).toThrow(/factor rate/)
    expect(() =>
      cashAdvance({ advance: 50_000, factorRate: 1.2, repayment: 'weekly', debit: 0 }),
    ).toThrow(/debit/)
    expect(() =>
      cashAdvance({ advance: 500_000, factorRate: 1.5, repayment: 'weekly', debit: 100 }),
    ).toThrow(/ten years/)
  })
})

describe('lines of credit', () => {
  it('charges simple daily interest on the balance drawn', () => {
    // 100,000 at 12% for 90 days: 100,000 × 0.12 × 90 / 365 = 2,958.90.
    const result = creditLine({ drawn: 100_000, annualRate: 12, days: 90 })
    expect(result.interest).toBe(2958.9)
    expect(result.dailyInterest).toBe(32.88)
    expect(result.monthlyInterest).toBe(1000)
    expect(result.annualisedCost).toBeCloseTo(12, 3)
  })

  it('adds a draw fee to the cost and to the annualised rate, on what the business receives', () => {
    const result = creditLine({ drawn: 100_000, annualRate: 12, days: 90, drawFeePercent: 1 })
    expect(result.drawFee).toBe(1000)
    expect(result.totalCost).toBe(3958.9)
    // 3,958.90 / (100,000 − 1,000) × 365 / 90 = 16.22%, the draw's APR (not 16.06% on the balance).
    expect(result.annualisedCost).toBeCloseTo(16.218, 3)
  })
})

describe('invoice factoring', () => {
  it('advances part of the invoice and charges the discount rate per 30 days, prorated', () => {
    // 100,000 invoice, 85% advanced, 3% per 30 days, paid after 45 days: fee 4,500.
    const result = factoring({ invoice: 100_000, advanceRate: 85, discountRate: 3, days: 45 })
    expect(result).toMatchObject({ advance: 85_000, fee: 4500, rebate: 10_500, received: 95_500 })
    // 4,500 / 85,000 × 365 / 45 = 42.94% a year on the money advanced.
    expect(result.annualisedCost).toBeCloseTo(42.941, 2)
  })

  it('takes a discount rate from 0.1% to 15% per 30 days, as its message says', () => {
    const at = (discountRate: number) =>
      factoring({ invoice: 10_000, advanceRate: 80, discountRate, days: 30 })
    expect(fundingLimits.discountRate).toBe('Enter a discount rate from 0.1% to 15% per 30 days.')
    for (const discount of [0.09, 0.05, 0.001, 15.01]) {
      expect(() => at(discount), String(discount)).toThrowError(
        expect.objectContaining({ field: 'discountRate', limit: 'discountRate' }),
      )
    }
    expect(at(0.1).fee).toBe(10)
    expect(at(15).fee).toBe(1500)
  })

  it('refuses an advance rate under 50% and a discount rate of zero', () => {
    expect(() =>
      factoring({ invoice: 10_000, advanceRate: 40, discountRate: 3, days: 30 }),
    ).toThrow(/advance rate/)
    expect(() =>
      factoring({ invoice: 10_000, advanceRate: 80, discountRate: 0, days: 30 }),
    ).toThrow(/discount rate/)
  })
})

describe('periodicRate', () => {
  it('finds the rate whose present value matches, and zero for payments that only repay', () => {
    expect(periodicRate([110], 100)).toBeCloseTo(0.1, 9)
    expect(periodicRate([50, 50], 100)).toBeCloseTo(0, 9)
    // Payments of nothing at the end change nothing (far out, at a low rate, they once made the
    // sum NaN): 50.1 / x + 50.1 / x² = 100 at x = (50.1 + √22,550.01) ÷ 200.
    const trailing = [50.1, 50.1, ...Array.from({ length: 2000 }, () => 0)]
    expect(periodicRate(trailing, 100)).toBeCloseTo((50.1 + Math.sqrt(22_550.01)) / 200 - 1, 9)
    expect(levelPayment(1000, 0, 4)).toBe(250)
  })
})
