/**
 * The offer methodology's worked cases (issue 38): each offer (the site's `Offer` type), a short
 * id, a plain description in both languages (French with ordinary spaces, typeset when shown),
 * and the figures an independent implementation gives (tests/offer-methodology/reference.ts,
 * which writes them: tests/offer-methodology/write-expected.ts). The methodology page tabulates
 * these cases and the unit tests run them, so the two cannot disagree. Here, not under tests/, so
 * the production build reads nothing from tests/.
 */
import type { Locale } from '@/i18n/locales'
import type { Offer } from '@/lib/offer-math'
import cases from './offer-methodology-cases.json'

/** What the methodology's table shows of one offer: money in dollars, rates in percent. */
export type OfferCaseFigures = {
  amountFunded: number
  amountReceived: number
  financeCharge: number
  totalRepayment: number
  /** The nominal APR, to 0.01 point. */
  apr: number
  payment: number
  lastPayment: number
  payments: number
  /** The estimated term in months, to 0.01 month. */
  termMonths: number
  centsPerDollar: number
  /** The share of monthly sales the payments take, for sales-based offers given their sales. */
  revenueShare: number | null
}

export type OfferCase = {
  id: string
  description: Record<Locale, string>
  offer: Offer
  expected: OfferCaseFigures
}

// JSON widens its strings; the offers are the site's own type, as the unit tests hold them to.
export const offerCases = cases as unknown as OfferCase[]
