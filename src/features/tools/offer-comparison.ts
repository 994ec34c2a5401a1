import type { Locale } from '@/i18n/locales'
import {
  checkOffer,
  type Offer,
  type OfferDisclosure,
  type OfferErrors,
  type OfferKind,
  type OfferText,
} from '@/lib/offer-math'
import type { DISCLOSURE_ROWS } from './offer-disclosure'

/**
 * The offer check's side by side (issue 38): each typed offer checked, and on each row that can
 * be compared, which offers cost the least. Rates compare whatever the amounts; dollars only
 * between offers that give the business the same amount, or the smaller offer would always look
 * cheaper.
 */

/** The units a cost is quoted in besides the APR, in the order the page shows them. */
export const UNIT_ROWS = [
  'centsPerDollar',
  'monthlyRate',
  'monthlyFinanceCharge',
  'revenueShare',
] as const

export type UnitRow = (typeof UNIT_ROWS)[number]

type DisclosureRowKey = (typeof DISCLOSURE_ROWS)[number]

/** A typed offer checked: the offer and its disclosure, or what is wrong with its fields. */
export type OfferResult = {
  kind: OfferKind
  offer?: Offer
  disclosure?: OfferDisclosure
  errors?: OfferErrors
}

export function offerResults(texts: readonly OfferText[], locale: Locale): OfferResult[] {
  return texts.map((text) => ({ kind: text.kind, ...checkOffer(text, locale) }))
}

/** The offers whose figures all check out, in their order: what the lead form would send. */
export const checkedOffers = (results: readonly OfferResult[]): Offer[] =>
  results.flatMap((result) => (result.offer ? [result.offer] : []))

/** The rows marked "lowest" on each offer's box and in its other units. */
export type OfferMarks = { disclosure: DisclosureRowKey[]; units: UnitRow[] }

/** Each comparable figure, where a lower one costs less, and whether it is in dollars. */
const COMPARED: {
  row: DisclosureRowKey | UnitRow
  in: 'disclosure' | 'units'
  value: (disclosure: OfferDisclosure) => number
  dollars: boolean
}[] = [
  { row: 'financeCharge', in: 'disclosure', value: (d) => d.financeCharge, dollars: true },
  { row: 'apr', in: 'disclosure', value: (d) => d.apr, dollars: false },
  { row: 'centsPerDollar', in: 'units', value: (d) => d.centsPerDollar, dollars: false },
  { row: 'monthlyRate', in: 'units', value: (d) => d.monthlyRate, dollars: false },
  {
    row: 'monthlyFinanceCharge',
    in: 'units',
    value: (d) => d.monthlyFinanceCharge,
    dollars: true,
  },
]

/**
 * The lowest figure on each comparable row, marked on every offer that has it, when two offers
 * or more are stated and they differ on that row (a tie between all of them marks none).
 */
export function comparisonMarks(results: readonly OfferResult[]): OfferMarks[] {
  const marks: OfferMarks[] = results.map(() => ({ disclosure: [], units: [] }))
  const stated = results.flatMap((result, index) =>
    result.disclosure ? [{ index, disclosure: result.disclosure }] : [],
  )
  if (stated.length < 2) return marks
  const sameAmount = stated.every(
    ({ disclosure }) => disclosure.amountReceived === stated[0]!.disclosure.amountReceived,
  )
  for (const compared of COMPARED) {
    if (compared.dollars && !sameAmount) continue
    const values = stated.map(({ disclosure }) => compared.value(disclosure))
    const lowest = Math.min(...values)
    if (values.every((value) => value === lowest)) continue
    stated.forEach(({ index }, at) => {
      if (values[at] !== lowest) return
      if (compared.in === 'disclosure')
        marks[index]!.disclosure.push(compared.row as DisclosureRowKey)
      else marks[index]!.units.push(compared.row as UnitRow)
    })
  }
  return marks
}
