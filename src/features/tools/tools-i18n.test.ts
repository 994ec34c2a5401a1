import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en.json'
import { messagesFor } from '@/i18n/messages'
import { formatMoney } from '@/lib/formats'
import {
  cashAdvance,
  fundingLimits,
  parseAmount,
  parseDecimal,
  parseWhole,
  type CashAdvanceInput,
} from '@/lib/funding-math'
import { cashAdvanceDefaults, debitsSummary } from './cash-advance-calculator'
import { creditLineDefaults } from './credit-line-calculator'
import { factoringDefaults } from './factoring-calculator'
import { termLoanDefaults } from './term-loan-calculator'

/** Any space Intl or the French typesetting writes, as a plain one, to compare with what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

type Namespace = 'TermLoan' | 'CashAdvance' | 'CreditLine' | 'Calculator'

const translator = (locale: 'en' | 'fr', namespace: Namespace) =>
  createTranslator({ locale, messages: messagesFor(locale), namespace })
const french = (namespace: Namespace) => translator('fr', namespace)
const english = (namespace: Namespace) => translator('en', namespace)

/** The debits line the advance calculator shows for `input`, in `locale`. */
const debitsLine = (locale: 'en' | 'fr', input: CashAdvanceInput) =>
  plain(
    debitsSummary(
      cashAdvance(input),
      createTranslator({ locale, messages: messagesFor(locale), namespace: 'CashAdvance' }),
      (value) => formatMoney(locale, value),
    ),
  )

describe('the funding tools in two languages', () => {
  it('show the limits of funding-math in its own English words', () => {
    expect(en.Calculator.limits).toEqual(fundingLimits)
  })

  it('prerender the same worked examples, written the French way on French pages', () => {
    const read = (values: Record<string, string>, locale: 'en' | 'fr') =>
      Object.fromEntries(
        Object.entries(values).map(([name, text]) => [
          name,
          parseAmount(text, locale) ?? parseDecimal(text) ?? parseWhole(text, locale) ?? text,
        ]),
      )
    for (const defaults of [
      termLoanDefaults,
      cashAdvanceDefaults,
      creditLineDefaults,
      factoringDefaults,
    ]) {
      expect(read(defaults.fr, 'fr')).toEqual(read(defaults.en, 'en'))
      for (const text of Object.values(defaults.fr)) expect(text).not.toMatch(/\d[,.]\d{3}|\d\.\d/)
    }
    expect(termLoanDefaults.fr).toMatchObject({ amount: '250 000', rate: '9,5' })
  })

  it('say what is wrong in French, figures set the French way', () => {
    expect(plain(french('TermLoan')('amountError'))).toBe(
      'Entrez un montant, par exemple 250 000 ou 250 k$.',
    )
    // The figures of a message keep to one line.
    expect(french('TermLoan')('amountError')).toContain('250\u00a0000 ou 250\u00a0k$')
    expect(plain(french('Calculator')('limits.rate'))).toBe('Entrez un taux de 0 % à 100 %.')
  })

  it('count payments, debits and days in French, singular and plural', () => {
    expect(french('TermLoan')('paymentCount', { count: 60 })).toBe('60 versements')
    expect(french('TermLoan')('paymentCount', { count: 1 })).toBe('1 versement')
    expect(
      plain(french('CashAdvance')('debitsDaily', { count: 150, debit: formatMoney('fr', 450) })),
    ).toBe('150 prélèvements de 450,00 $, un par jour ouvrable')
    expect(french('CashAdvance')('termWeeks', { count: 1 })).toBe('1 semaine')
    expect(french('CreditLine')('interest', { days: 90 })).toBe('Intérêts sur 90 jours')
    expect(
      createTranslator({ locale: 'en', messages: messagesFor('en'), namespace: 'TermLoan' })(
        'paymentCount',
        { count: 130 },
      ),
    ).toBe('130 payments')
  })

  it('count one payment, day, week or debit in the singular in English', () => {
    expect(english('TermLoan')('paymentCount', { count: 1 })).toBe('1 payment')
    expect(english('TermLoan')('paymentCount', { count: 2 })).toBe('2 payments')
    expect(english('CashAdvance')('termDays', { count: 1 })).toBe('1 business day')
    expect(english('CashAdvance')('termDays', { count: 19 })).toBe('19 business days')
    expect(english('CashAdvance')('termWeeks', { count: 1 })).toBe('1 week')
    expect(english('CashAdvance')('termWeeks', { count: 3 })).toBe('3 weeks')
    expect(english('CreditLine')('interest', { days: 1 })).toBe('Interest over 1 day')
    expect(english('CreditLine')('interest', { days: 1825 })).toBe('Interest over 1,825 days')
    expect(
      english('CreditLine')('announcement', {
        days: 1,
        interest: '$3.29',
        total: '$3.29',
        annual: '12.00%',
      }),
    ).toBe('Interest over 1 day $3.29; total cost $3.29; 12.00% a year.')
  })

  it('count 0 and 1 in the singular in French, 2 in the plural', () => {
    for (const count of [0, 1]) {
      expect(french('TermLoan')('paymentCount', { count })).toBe(`${count} versement`)
      expect(french('CashAdvance')('termDays', { count })).toBe(`${count} jour ouvrable`)
      expect(french('CreditLine')('interest', { days: count })).toBe(`Intérêts sur ${count} jour`)
    }
    expect(french('TermLoan')('paymentCount', { count: 2 })).toBe('2 versements')
    expect(french('CashAdvance')('termDays', { count: 2 })).toBe('2 jours ouvrables')
    expect(french('CreditLine')('interest', { days: 2 })).toBe('Intérêts sur 2 jours')
  })

  it('say what is actually debited, the last debit included, in both languages', () => {
    // 10,000 at 1.1 is 11,000: the first debit repays it, whatever the usual debit.
    const once = { advance: 10_000, factorRate: 1.1, debit: 20_000 }
    expect(debitsLine('en', { ...once, repayment: 'daily' })).toBe('1 debit of $11,000.00')
    expect(debitsLine('en', { ...once, repayment: 'weekly' })).toBe('1 debit of $11,000.00')
    expect(debitsLine('fr', { ...once, repayment: 'daily' })).toBe('1 prélèvement de 11 000,00 $')
    // 67,500 in debits of 450: 150 of the same.
    const even = { advance: 50_000, factorRate: 1.35, repayment: 'daily', debit: 450 } as const
    expect(debitsLine('en', even)).toBe('150 debits of $450.00, one a business day')
    expect(debitsLine('fr', even)).toBe('150 prélèvements de 450,00 $, un par jour ouvrable')
    // 67,500 in debits of 600 (15% of 84,000 a month): 112 of 600, then the 300 that remains.
    const byShare = {
      advance: 50_000,
      factorRate: 1.35,
      repayment: 'holdback',
      holdbackPercent: 15,
      monthlySales: 84_000,
    } as const
    expect(debitsLine('en', byShare)).toBe(
      '113 debits, one a business day: 112 of $600.00 and a last one of $300.00',
    )
    expect(debitsLine('fr', byShare)).toBe(
      '113 prélèvements, un par jour ouvrable : 112 de 600,00 $ et un dernier de 300,00 $',
    )
    // Two weekly debits: 20,000, then the 5,000 that remains of 25,000.
    expect(
      debitsLine('en', { advance: 20_000, factorRate: 1.25, repayment: 'weekly', debit: 20_000 }),
    ).toBe('2 debits, one a week: 1 of $20,000.00 and a last one of $5,000.00')
  })
})
