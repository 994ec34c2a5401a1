/**
 * The methodology's worked cases (issue 38): each offer, a short id, a plain description in both
 * languages, and the values the independent implementation (reference.ts) gives. The methodology
 * page's table and the unit test read the same cases (cases.json, written by write-expected.ts).
 */
import type { Offer } from '@/lib/offer-math'
import cases from './cases.json'
import type { ReferenceDisclosure } from './reference'

export type OfferCase = {
  id: string
  description: { en: string; fr: string }
  offer: Offer
  expected: ReferenceDisclosure
}

// JSON widens its strings; the offers are the site's own type, as the unit test holds them to.
export const offerCases = cases as unknown as OfferCase[]
