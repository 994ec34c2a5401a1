import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { ProductFinderView } from '@/features/tools/product-finder-view'
import { setPageLocale } from '@/i18n/page-locale'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('fr', 'product-finder')

export default function FrenchProductFinderPage() {
  setPageLocale('fr')
  return <ProductFinderView articleHrefs={articleHrefsIn('fr')} />
}
