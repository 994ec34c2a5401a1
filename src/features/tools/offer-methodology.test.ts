import { NextIntlClientProvider } from 'next-intl'
import { createElement, type ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { offerCases } from '@/content/offer-methodology-cases'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { WorkedCasesTable } from './offer-methodology-view'

/**
 * Issue 38: the methodology page's table of worked cases is the fixture the unit tests run
 * (src/content/offer-methodology-cases.json), so the page and the tests cannot disagree. Read as a
 * reader would: each case's row, each figure parsed back from the text the page shows.
 */

/** The table as the server sends it, in `locale`. */
function tableHtml(locale: Locale): string {
  return renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      // The provider's props type requires the children that createElement passes after them.
      { locale, messages: messagesFor(locale), timeZone: 'America/Toronto' } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(WorkedCasesTable),
    ),
  )
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/[\u00a0\u202f]/g, ' ')

/** Each row of the table: its case id, its heading's text and each column's lines. */
function rowsOf(html: string) {
  return [...html.matchAll(/<tr id="case-([^"]+)"[^>]*>(.*?)<\/tr>/g)].map(([, id, row]) => {
    const heading = /<th scope="row"[^>]*>(.*?)<\/th>/.exec(row!)![1]!
    const columns = Object.fromEntries(
      [...row!.matchAll(/<td data-column="([^"]+)"[^>]*>(.*?)<\/td>/g)].map(([, column, cell]) => [
        column!,
        [...cell!.matchAll(/<span[^>]*>(.*?)<\/span>/g)].map(([, line]) => decode(line!)),
      ]),
    )
    return { id: id!, heading: decode(heading.replace(/<[^>]+>/g, ' ')), columns }
  })
}

/** The figure a reader sees in `text`: "$5,250.47", "5 250,47 $", "117.33%", "117,33 %". */
function figureIn(text: string, locale: Locale): number {
  const digits = text.replace(/[^\d.,−-]/g, '').replace('−', '-')
  return Number(
    locale === 'fr' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''),
  )
}

describe.each(['en', 'fr'] as const)('the methodology’s worked cases, in %s', (locale) => {
  const rows = rowsOf(tableHtml(locale))

  it('lists every case of the fixture, once, in its order, with its description', () => {
    expect(rows.map((row) => row.id)).toEqual(offerCases.map((offerCase) => offerCase.id))
    for (const [index, row] of rows.entries()) {
      const description = offerCases[index]!.description[locale]
      // The heading holds the description as written, its spaces typeset in French.
      expect(row.heading.replace(/\s+/g, ' ')).toContain(description.slice(0, 40))
    }
  })

  it('shows each case’s expected figures, to the cent and to 0.01 point', () => {
    for (const [index, row] of rows.entries()) {
      const { expected } = offerCases[index]!
      const figure = (column: string, line = 0) => figureIn(row.columns[column]![line]!, locale)
      expect(
        {
          amountFunded: figure('amountFunded'),
          amountReceived: figure('amountReceived'),
          financeCharge: figure('financeCharge'),
          totalRepayment: figure('totalRepayment'),
          apr: figure('apr'),
          centsPerDollar: figure('centsPerDollar'),
          termMonths: figure('termMonths'),
        },
        row.id,
      ).toEqual({
        amountFunded: expected.amountFunded,
        amountReceived: expected.amountReceived,
        financeCharge: expected.financeCharge,
        totalRepayment: expected.totalRepayment,
        apr: expected.apr,
        centsPerDollar: expected.centsPerDollar,
        termMonths: expected.termMonths,
      })
      const [count, payment] = row.columns.payments![0]!.split('×')
      expect(figureIn(count!, locale), row.id).toBe(expected.payments)
      expect(figureIn(payment!, locale), row.id).toBe(expected.payment)
      expect(row.columns.payments!.length, row.id).toBe(
        expected.lastPayment === expected.payment ? 1 : 2,
      )
      if (expected.lastPayment !== expected.payment)
        expect(figure('payments', 1), row.id).toBe(expected.lastPayment)
      if (expected.revenueShare === null)
        expect(row.columns.revenueShare![0], row.id).toMatch(/^\D+$/)
      else expect(figure('revenueShare'), row.id).toBe(expected.revenueShare)
    }
  })

  it('never writes a negative zero or a NaN', () => {
    const text = rows.flatMap((row) => Object.values(row.columns).flat()).join(' ')
    expect(text).not.toMatch(/[−-]0[.,]00|NaN|Infinity|undefined/)
  })
})
