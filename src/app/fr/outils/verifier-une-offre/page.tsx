import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { OfferCheckView } from '@/features/tools/offer-check-view'
import { setPageLocale } from '@/i18n/page-locale'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('fr', 'offer-check')

export default function FrenchOfferCheckPage() {
  setPageLocale('fr')
  return <OfferCheckView articleHrefs={articleHrefsIn('fr')} />
}
