import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { ProductFinderView } from '@/features/tools/product-finder-view'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('en', 'product-finder')

export default function ProductFinderPage() {
  return <ProductFinderView articleHrefs={articleHrefsIn('en')} />
}
