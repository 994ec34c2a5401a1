import { describe, expect, it } from 'vitest'
import { finderQuestions } from '@/lib/product-finder'
import { parseAmount, parseDecimal, parseWhole, termLoan } from '@/lib/funding-math'
import { cashAdvanceChoices, cashAdvanceDefaults } from './cash-advance-calculator'
import { finderDefaults } from './product-finder'
import { termLoanChoices, termLoanDefaults } from './term-loan-calculator'
import { openingInputs } from './use-calculator-inputs'

/** Nothing was typed before the script arrived. */
const untyped = () => null

/** What a tool shows once it has read an address, as each page reads it. */
const termLoanOpened = (search: string) =>
  openingInputs(termLoanDefaults.en, search, untyped, termLoanChoices).values
const cashAdvanceOpened = (search: string) =>
  openingInputs(cashAdvanceDefaults.en, search, untyped, cashAdvanceChoices).values

describe('a tool opened from an address', () => {
  it('takes the figures and choices a shared link holds', () => {
    expect(termLoanOpened('?amount=%24100k&rate=8&term=60&frequency=biweekly&fee=3')).toEqual({
      amount: '$100k',
      rate: '8',
      term: '60',
      frequency: 'biweekly',
      fee: '3',
    })
    expect(cashAdvanceOpened('?repayment=holdback&holdback=10').repayment).toBe('holdback')
  })

  it('works out a monthly loan when the frequency is an object’s built-in name', () => {
    for (const frequency of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const values = termLoanOpened(`?frequency=${frequency}&amount=100000`)
      expect(values.frequency, frequency).toBe('monthly')
      // The figures the page works out from them: a full schedule, whose chart has a first year.
      const result = termLoan({
        amount: parseAmount(values.amount)!,
        annualRate: parseDecimal(values.rate)!,
        termMonths: parseWhole(values.term)!,
        frequency: termLoanChoices.frequency.find((option) => option === values.frequency)!,
      })
      expect(result.payments).toBe(60)
      expect(result.schedule).toHaveLength(60)
    }
  })

  it('ignores a choice that is not one of its options, keeping the default without an error', () => {
    // No field could show what is wrong with it: the default stands, the other figures are kept.
    expect(termLoanOpened('?frequency=daily&rate=7')).toMatchObject({
      frequency: 'monthly',
      rate: '7',
    })
    expect(cashAdvanceOpened('?repayment=monthly&debit=600')).toMatchObject({
      repayment: 'daily',
      debit: '600',
    })
    const finder = openingInputs(
      finderDefaults,
      '?country=fr&years=__proto__&speed=days',
      untyped,
      finderQuestions,
    ).values
    expect(finder).toMatchObject({ country: 'ca', years: 'established', speed: 'days' })
  })

  it('keeps a figure it cannot read as written, for its field to say what is wrong', () => {
    expect(termLoanOpened('?amount=lots&frequency=weekly')).toMatchObject({
      amount: 'lots',
      frequency: 'weekly',
    })
  })

  it('applies the same rule to what was typed before the script arrived', () => {
    const typed = (name: string) => ({ frequency: 'fortnightly', amount: '90,000' })[name] ?? null
    expect(openingInputs(termLoanDefaults.en, '', typed, termLoanChoices).values).toMatchObject({
      frequency: 'monthly',
      amount: '90,000',
    })
  })
})
