import type { Metadata } from 'next'
import {
  OfferMethodologyView,
  offerMethodologyMetadata,
} from '@/features/tools/offer-methodology-view'
import { withBodyHtml } from '@/server/content/markdown'
import { loadOfferMethodology } from '@/server/content/offer-methodology'

export const generateMetadata = (): Metadata =>
  offerMethodologyMetadata('en', loadOfferMethodology('en'))

export default function OfferMethodologyPage() {
  return <OfferMethodologyView methodology={withBodyHtml(loadOfferMethodology('en'))} />
}
