import type { Metadata } from 'next'
import { JsonLd } from '@/components/site/json-ld'
import { pageMetadata } from '@/lib/page-metadata'
import { productsStructuredData } from '@/lib/structured-data'
import { ClosingBanner } from '@/components/site/closing-banner'
import { HashScroll } from '@/components/site/hash-scroll'
import { PageHero } from '@/components/site/page-hero'
import { ProductIndex, ProductSections } from '@/features/products/product-sections'

export const metadata: Metadata = pageMetadata({
  title: 'Financial Products',
  description:
    'Merchant cash advances, asset-based lending, term loans, PO financing, inventory financing and supply chain financing from 120+ verified lenders.',
  path: '/financial-products',
})

export default function FinancialProductsPage() {
  return (
    <>
      <HashScroll onLoadDelayMs={100} onChangeDelayMs={0} />
      <PageHero
        eyebrow="Capital Solutions"
        title="The right capital for every stage"
        description="Compare six kinds of business financing from one profile. See what each is for, then let our matching find the lenders that offer it to businesses like yours."
      />
      <JsonLd data={productsStructuredData()} />
      <ProductIndex />
      <ProductSections />
      <ClosingBanner />
    </>
  )
}
