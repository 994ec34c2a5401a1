import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { ReadinessView } from '@/features/tools/readiness-view'
import { setPageLocale } from '@/i18n/page-locale'
import { articlesIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('fr', 'funding-readiness')

export default async function FrenchFundingReadinessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  setPageLocale('fr')
  return <ReadinessView searchParams={await searchParams} articles={articlesIn('fr')} />
}
