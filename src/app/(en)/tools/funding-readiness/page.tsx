import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { ReadinessView } from '@/features/tools/readiness-view'
import { articlesIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('en', 'funding-readiness')

export default async function FundingReadinessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return <ReadinessView searchParams={await searchParams} articles={articlesIn('en')} />
}
