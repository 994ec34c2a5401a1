import { createTranslator, NextIntlClientProvider } from 'next-intl'
import { createElement, type ComponentProps, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '@/i18n/messages'
import { parseAmount, parseDecimal, parseWhole } from '@/lib/funding-math'
import {
  cashAdvanceOffer,
  creditLineOffer,
  factoringOffer,
  offerDisclosure,
  termLoanOffer,
  type Offer,
} from '@/lib/offer-math'
import { CashAdvanceCalculator, cashAdvanceDefaults } from './cash-advance-calculator'
import { CreditLineCalculator, creditLineDefaults } from './credit-line-calculator'
import { FactoringCalculator, factoringDefaults } from './factoring-calculator'
import { DISCLOSURE_ROWS, OfferDisclosureBox, disclosureRows } from './offer-disclosure'
import { TermLoanCalculator, termLoanDefaults } from './term-loan-calculator'

/** Any space Intl or the French typesetting writes, as a plain one, to compare with what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

const words = (locale: 'en' | 'fr') =>
  createTranslator({ locale, messages: messagesFor(locale), namespace: 'Calculator' })

/** The box's rows as a reader sees them: label, value (questions joined by " | "), detail. */
const rowsOf = (offer: Offer, locale: 'en' | 'fr') =>
  disclosureRows(offerDisclosure(offer), words(locale), locale).map((row) => ({
    label: row.label,
    value: plain(Array.isArray(row.value) ? row.value.join(' | ') : row.value),
    detail: row.detail === undefined ? undefined : plain(row.detail),
  }))

/** What the server sends for `element` on a page in `locale`, spaces as a reader sees them. */
const serverHtml = (locale: 'en' | 'fr', element: ReactNode) =>
  plain(
    renderToStaticMarkup(
      createElement(
        NextIntlClientProvider,
        // The provider's props type requires the children that createElement passes after them.
        { locale, messages: messagesFor(locale), timeZone: 'America/Toronto' } as ComponentProps<
          typeof NextIntlClientProvider
        >,
        element,
      ),
    ),
  )

/** Issue 38's advance: $50,000 at a 1.35 factor, $450 a business day, a 3% fee withheld. */
const issueAdvance: Offer = {
  kind: 'salesBased',
  amount: 50_000,
  withheldFee: { unit: 'percent', value: 3 },
  price: { by: 'factor', factor: 1.35 },
  repayment: { by: 'daily', payment: 450 },
}

/** One offer of each kind: each calculator's worked example. */
const calculatorExamples: Offer[] = [
  termLoanOffer({
    amount: 250_000,
    annualRate: 9.5,
    termMonths: 60,
    frequency: 'monthly',
    feePercent: 2,
  }),
  cashAdvanceOffer({ advance: 50_000, factorRate: 1.35, repayment: 'daily', debit: 450 }),
  creditLineOffer({ drawn: 100_000, annualRate: 12, days: 90 }),
  factoringOffer({ invoice: 100_000, advanceRate: 85, discountRate: 3, days: 45 }),
]

describe('the standard disclosure box', () => {
  it('has the same labels in the same order for every kind of offer, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      const labelsOf = (offer: Offer) => rowsOf(offer, locale).map((row) => row.label)
      const expected = DISCLOSURE_ROWS.map((key) => plain(words(locale)(`disclosure.rows.${key}`)))
      for (const offer of [...calculatorExamples, issueAdvance])
        expect(labelsOf(offer), `${offer.kind} in ${locale}`).toEqual(expected)
    }
    expect(rowsOf(issueAdvance, 'en').map((row) => row.label)).toEqual([
      'Amount funded',
      'Amount you receive',
      'Finance charge',
      'Total repayment',
      'Estimated APR',
      'Payments',
      'Estimated term',
      'Ask before you sign',
    ])
  })

  it('states issue 38’s advance to the cent and 0.01 point, in English and in French', () => {
    expect(rowsOf(issueAdvance, 'en')).toEqual([
      { label: 'Amount funded', value: '$50,000.00', detail: undefined },
      {
        label: 'Amount you receive',
        value: '$48,500.00',
        detail: 'After $1,500.00 withheld at funding',
      },
      { label: 'Finance charge', value: '$19,000.00', detail: undefined },
      { label: 'Total repayment', value: '$67,500.00', detail: undefined },
      { label: 'Estimated APR', value: '117.33%', detail: undefined },
      {
        label: 'Payments',
        value: '150 payments of $450.00, one each business day',
        detail: undefined,
      },
      { label: 'Estimated term', value: '7.1 months', detail: undefined },
      {
        label: 'Ask before you sign',
        value:
          'Can you repay early, and would that lower the cost? | What collateral secures it? | ' +
          'Must you sign a personal guarantee? | Does the contract include a confession of judgment?',
        detail: undefined,
      },
    ])
    expect(rowsOf(issueAdvance, 'fr').map((row) => [row.value, row.detail])).toEqual([
      ['50 000,00 $', undefined],
      ['48 500,00 $', 'Après 1 500,00 $ retenus au financement'],
      ['19 000,00 $', undefined],
      ['67 500,00 $', undefined],
      ['117,33 %', undefined],
      ['150 versements de 450,00 $, un par jour ouvrable', undefined],
      ['7,1 mois', undefined],
      [
        'Pouvez-vous rembourser plus tôt, et cela réduirait-il le coût ? | ' +
          'Quels biens le prêteur prend-il en garantie ? | ' +
          'Devez-vous signer une garantie personnelle ? | ' +
          'Le contrat contient-il une reconnaissance de jugement (« confession of judgment ») ?',
        undefined,
      ],
    ])
  })

  it('states a 0% loan at 0.00%, never -0.00%, and names a last payment that differs', () => {
    const free = termLoanOffer({
      amount: 10_000,
      annualRate: 0,
      termMonths: 12,
      frequency: 'monthly',
    })
    for (const locale of ['en', 'fr'] as const) {
      const rows = rowsOf(free, locale)
      expect(rows[4]!.value).toBe(locale === 'en' ? '0.00%' : '0,00 %')
      expect(rows.map((row) => row.value).join(' ')).not.toMatch(/[-−]\s?0[.,]00/)
      expect(rows[1]!.detail, 'nothing withheld').toBeUndefined()
    }
    expect(rowsOf(free, 'en')[5]).toEqual({
      label: 'Payments',
      value: '12 monthly payments of $833.33',
      detail: 'The last one: $833.37',
    })
    expect(rowsOf(free, 'fr')[5]!.detail).toBe('Le dernier : 833,37 $')
  })

  it('states one payment after so many days, and short terms in weeks or business days', () => {
    const [, , draw, invoice] = calculatorExamples
    expect(
      rowsOf(invoice!, 'en')
        .slice(5, 7)
        .map((row) => row.value),
    ).toEqual(['One payment of $89,500.00 after 45 days', '45 days'])
    expect(
      rowsOf(draw!, 'fr')
        .slice(5, 7)
        .map((row) => row.value),
    ).toEqual(['Un versement de 102 958,90 $ après 90 jours', '90 jours'])
    const oneDebit = cashAdvanceOffer({
      advance: 10_000,
      factorRate: 1.1,
      repayment: 'daily',
      debit: 20_000,
    })
    expect(
      rowsOf(oneDebit, 'en')
        .slice(5, 7)
        .map((row) => row.value),
    ).toEqual(['1 payment of $11,000.00', '1 business day'])
    const weekly = cashAdvanceOffer({
      advance: 10_000,
      factorRate: 1.2,
      repayment: 'weekly',
      debit: 5000,
    })
    expect(rowsOf(weekly, 'en').slice(5, 7)).toEqual([
      {
        label: 'Payments',
        value: '3 weekly payments of $5,000.00',
        detail: 'The last one: $2,000.00',
      },
      { label: 'Estimated term', value: '3 weeks', detail: undefined },
    ])
  })

  it('is on every calculator’s worked example, read as each language types it', () => {
    for (const locale of ['en', 'fr'] as const) {
      const loan = termLoanDefaults[locale]
      const advance = cashAdvanceDefaults[locale]
      const line = creditLineDefaults[locale]
      const invoice = factoringDefaults[locale]
      const typed = [
        termLoanOffer({
          amount: parseAmount(loan.amount, locale)!,
          annualRate: parseDecimal(loan.rate)!,
          termMonths: parseWhole(loan.term, locale)!,
          frequency: 'monthly',
          feePercent: parseDecimal(loan.fee)!,
        }),
        cashAdvanceOffer({
          advance: parseAmount(advance.advance, locale)!,
          factorRate: parseDecimal(advance.factor)!,
          repayment: 'daily',
          debit: parseAmount(advance.debit, locale)!,
        }),
        creditLineOffer({
          drawn: parseAmount(line.drawn, locale)!,
          annualRate: parseDecimal(line.rate)!,
          days: parseWhole(line.days, locale)!,
        }),
        factoringOffer({
          invoice: parseAmount(invoice.invoice, locale)!,
          advanceRate: parseDecimal(invoice.advance)!,
          discountRate: parseDecimal(invoice.discount)!,
          days: parseWhole(invoice.days, locale)!,
        }),
      ]
      expect(typed.map(offerDisclosure)).toEqual(calculatorExamples.map(offerDisclosure))
    }
    expect(calculatorExamples.map((offer) => offerDisclosure(offer).apr)).toEqual([
      10.37, 105.87, 12, 42.94,
    ])
  })

  it('is in every calculator’s prerendered result, after the figures it already showed', () => {
    const calculators = [
      [TermLoanCalculator, 'term-loan-disclosure', ['10.37%', '10,37 %'], 'APR with fees'],
      [CashAdvanceCalculator, 'cash-advance-disclosure', ['105.87%', '105,87 %'], 'Estimated APR'],
      [CreditLineCalculator, 'credit-line-disclosure', ['12.00%', '12,00 %'], 'Cost a year'],
      [FactoringCalculator, 'factoring-disclosure', ['42.94%', '42,94 %'], 'Cost a year'],
    ] as const
    for (const [Calculator, id, aprs, firstFigure] of calculators) {
      for (const locale of ['en', 'fr'] as const) {
        const html = serverHtml(locale, createElement(Calculator))
        const start = html.indexOf(`<section aria-labelledby="${id}"`)
        expect(start, `${id} in ${locale}`).toBeGreaterThan(0)
        const box = html.slice(start)
        const labels = [...box.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((match) => match[1])
        expect(labels).toEqual(
          DISCLOSURE_ROWS.map((key) => plain(words(locale)(`disclosure.rows.${key}`))),
        )
        expect(box).toContain(locale === 'en' ? aprs[0] : aprs[1])
        // The calculator's own figures come first, as before.
        if (locale === 'en') expect(html.indexOf(firstFigure)).toBeLessThan(start)
      }
    }
  })

  it('renders on the server: a titled description list, its rows in order, the questions as a list', () => {
    const html = serverHtml(
      'fr',
      createElement(OfferDisclosureBox, {
        id: 'advance-disclosure',
        disclosure: offerDisclosure(issueAdvance),
      }),
    )
    expect(html).toContain('aria-labelledby="advance-disclosure"')
    expect(html).toContain('<h3 id="advance-disclosure"')
    const labels = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((match) => match[1])
    expect(labels).toEqual(
      DISCLOSURE_ROWS.map((key) => plain(words('fr')(`disclosure.rows.${key}`))),
    )
    expect(html.match(/<li>/g)).toHaveLength(4)
    expect(html).toContain('117,33 %')
    expect(html).not.toMatch(/NaN|-0,00|−0,00/)
  })
})
