import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { OFFERS_SEGMENT, offersFromSearch, queryOf } from '@/features/tools/offer-address'
import { toolMetadata } from '@/features/tools/tool-page'
import { OfferCheckView } from '@/features/tools/offer-check-view'
import { setPageLocale } from '@/i18n/page-locale'
import { articleHrefsIn } from '@/server/content/french-articles'

/** The offer check with the offers of its address, rendered per request (src/proxy.ts). */
export const dynamic = 'force-dynamic'

// Its canonical address is the offer check's own; the offers' variants are not indexed.
export const metadata: Metadata = { ...toolMetadata('fr', 'offer-check'), robots: { index: false } }

export default async function FrenchOfferCheckWithOffersPage({
  params,
  searchParams,
}: {
  params: Promise<{ sent: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  setPageLocale('fr')
  const offers = offersFromSearch(queryOf(await searchParams))
  if ((await params).sent !== OFFERS_SEGMENT || offers.length === 0) notFound()
  return <OfferCheckView articleHrefs={articleHrefsIn('fr')} offers={offers} />
}
