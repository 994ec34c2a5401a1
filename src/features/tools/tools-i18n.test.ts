import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en.json'
import { messagesFor } from '@/i18n/messages'
import { formatMoney } from '@/lib/formats'
import { fundingLimits, parseAmount, parseDecimal, parseWhole } from '@/lib/funding-math'
import { cashAdvanceDefaults } from './cash-advance-calculator'
import { creditLineDefaults } from './credit-line-calculator'
import { factoringDefaults } from './factoring-calculator'
import { termLoanDefaults } from './term-loan-calculator'

/** Any space Intl or the French typesetting writes, as a plain one, to compare with what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

const french = (namespace: 'TermLoan' | 'CashAdvance' | 'CreditLine' | 'Calculator') =>
  createTranslator({ locale: 'fr', messages: messagesFor('fr'), namespace })

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
})
