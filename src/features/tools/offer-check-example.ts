import type { Locale } from '@/i18n/locales'
import type { OfferText } from '@/lib/offer-math'

/**
 * The offer the offer check opens with, an example the page says is one (issue 38's advance):
 * $50,000 at a 1.35 factor, $450 each business day, a 3% fee withheld; written as each language
 * writes figures.
 */
export const offerCheckExample: Record<Locale, OfferText> = {
  en: {
    kind: 'salesBased',
    amount: '50,000',
    priceBy: 'factor',
    factor: '1.35',
    repayment: 'daily',
    payment: '450',
    withheldFee: '3',
    withheldFeeUnit: 'percent',
  },
  fr: {
    kind: 'salesBased',
    amount: '50 000',
    priceBy: 'factor',
    factor: '1,35',
    repayment: 'daily',
    payment: '450',
    withheldFee: '3',
    withheldFeeUnit: 'percent',
  },
}
