import type { Metadata } from 'next'
import {
  OfferMethodologyView,
  offerMethodologyMetadata,
} from '@/features/tools/offer-methodology-view'
import { setPageLocale } from '@/i18n/page-locale'
import { frenchRenderOptions } from '@/server/content/french-articles'
import { withBodyHtml } from '@/server/content/markdown'
import { loadOfferMethodology } from '@/server/content/offer-methodology'

export const generateMetadata = (): Metadata =>
  offerMethodologyMetadata('fr', loadOfferMethodology('fr'))

export default function FrenchOfferMethodologyPage() {
  setPageLocale('fr')
  return (
    <OfferMethodologyView
      methodology={withBodyHtml(loadOfferMethodology('fr'), frenchRenderOptions())}
    />
  )
}
