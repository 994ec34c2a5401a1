import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { OfferCheckView } from '@/features/tools/offer-check-view'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('en', 'offer-check')

export default function OfferCheckPage() {
  return <OfferCheckView articleHrefs={articleHrefsIn('en')} />
}
