import {
  INSTALLMENT_FREQUENCIES,
  isOfferKind,
  type OfferKind,
  type OfferText,
} from '@/lib/offer-math'

/**
 * The offers of the offer check in its address (issue 38): shareable, bookmarkable, and never
 * sent anywhere else. Offer n's fields are `n.field` (`1.kind=salesBased&1.amount=50,000`), the
 * names the page's form fields carry, so the form sent without JavaScript (a GET) writes the
 * same address the script does. Reading is forgiving: an unknown key, a kind or a choice that is
 * not one of its options, is ignored (its default stands); a figure is kept as typed, for the
 * offer maths to read or to name as the field's error. Never a crash, whatever the query.
 */

/**
 * The segment the proxy adds to the page's address when the address holds offers, so the server
 * renders the page with them (`src/proxy.ts`, decision 0033): the page itself stays prerendered.
 */
export const OFFERS_SEGMENT = 'sent'

/** The most offers the page compares side by side. */
export const MAX_OFFERS = 3

/** The text fields an offer may carry (figures, kept as typed). */
const FIGURE_FIELDS = [
  'amount',
  'withheldFee',
  'addedFee',
  'rate',
  'factor',
  'total',
  'payment',
  'term',
  'days',
  'holdback',
  'sales',
  'advanceRate',
  'discount',
  'useMonths',
] as const

export type OfferFigureField = (typeof FIGURE_FIELDS)[number]

/** The choices an offer may carry, each with its options. */
const CHOICES = {
  withheldFeeUnit: ['percent', 'dollars'],
  addedFeeUnit: ['percent', 'dollars'],
  priceBy: ['rate', 'factor', 'total', 'payment'],
  frequency: [...INSTALLMENT_FREQUENCIES, 'once'],
  termUnit: ['months', 'payments'],
  repayment: ['daily', 'weekly', 'holdback'],
} as const satisfies Partial<Record<keyof OfferText, readonly string[]>>

type ChoiceField = keyof typeof CHOICES

/** The longest text a figure field keeps: a figure is short, a query can be anything. */
const MAX_FIGURE_LENGTH = 40

/** The value a checkbox sends when ticked. */
export const TICKED = 'yes'

/** A field's name in the address and the form: offer `index` (from 0) is written from 1. */
export const offerFieldName = (index: number, field: keyof OfferText) => `${index + 1}.${field}`

/** A new, empty offer of a kind: its figures blank, its choices the defaults. */
export const blankOffer = (kind: OfferKind): OfferText => ({ kind, amount: '' })

/** The offers an address (or a form's fields) holds, at most `MAX_OFFERS`, in their order. */
export function offersFromSearch(search: string | URLSearchParams): OfferText[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const offers: OfferText[] = []
  for (let index = 0; index < MAX_OFFERS; index += 1) {
    const get = (field: keyof OfferText) => params.get(offerFieldName(index, field))
    const kind = get('kind')
    if (kind === null || !isOfferKind(kind)) continue
    const offer: OfferText = { kind, amount: '' }
    for (const field of FIGURE_FIELDS) {
      const value = get(field)
      if (value !== null && value !== '') offer[field] = value.slice(0, MAX_FIGURE_LENGTH)
    }
    for (const field of Object.keys(CHOICES) as ChoiceField[]) {
      const value = get(field)
      const options: readonly string[] = CHOICES[field]
      if (value !== null && options.includes(value))
        Object.assign(offer, { [field]: value as OfferText[ChoiceField] })
    }
    if (get('renewsExisting') === TICKED) offer.renewsExisting = true
    offers.push(offer)
  }
  return offers
}

/**
 * Whether an address's query holds an offer the page can read (a kind it knows is what makes one):
 * a mistyped or cut shared link opens the page as it is prerendered, never a 404.
 */
export const holdsOffers = (params: URLSearchParams) => offersFromSearch(params).length > 0

/** A page's `searchParams` as Next gives them, as a query: a repeated key keeps its first value. */
export function queryOf(searchParams: Record<string, string | string[] | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) params.set(key, first)
  }
  return params
}

/** The address's query for `offers`: only what each states, in a stable order. */
export function searchOfOffers(offers: readonly OfferText[]): string {
  const params = new URLSearchParams()
  offers.slice(0, MAX_OFFERS).forEach((offer, index) => {
    params.set(offerFieldName(index, 'kind'), offer.kind)
    for (const field of [...FIGURE_FIELDS, ...(Object.keys(CHOICES) as ChoiceField[])]) {
      const value = offer[field]
      if (typeof value === 'string' && value.trim() !== '')
        params.set(offerFieldName(index, field), value)
    }
    if (offer.renewsExisting) params.set(offerFieldName(index, 'renewsExisting'), TICKED)
  })
  return params.toString()
}
