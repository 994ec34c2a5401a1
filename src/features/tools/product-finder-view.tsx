import { useLocale, useTranslations } from 'next-intl'
import { pathIn } from '@/content/french-routes'
import type { ProductAnchorId } from '@/content/navigation'
import { toolPath } from '@/content/tools'
import { contentIn } from '@/i18n/content'
import { ProductFinder } from './product-finder'
import { ToolPage } from './tool-page'
import { Explanation, type ArticleHrefs } from './tool-views'

// One tool's page, in the page's language (docs/decisions/0033-offer-check.md: a module of its
// own, so the page loads only its own tool's script).

/** The article the finder offers beside each product's section (by the article's English slug). */
const productReading: Record<ProductAnchorId, string> = {
  'merchant-cash-advance': 'merchant-cash-advance-true-cost',
  'asset-based-lending': 'asset-based-loans-vs-merchant-cash-advances',
  'term-loans': 'business-loans-vs-line-of-credit-guide',
  'po-financing': 'purchase-order-financing-for-ecommerce',
  'inventory-financing': 'inventory-financing-before-peak-season',
  'supply-chain-financing': 'supply-chain-financing-explained',
}

export function ProductFinderView({ articleHrefs }: { articleHrefs: ArticleHrefs }) {
  const t = useTranslations('ToolPages')
  const locale = useLocale()
  const products = Object.fromEntries(
    contentIn(locale).financialProducts.map((product) => [product.id, product.title]),
  ) as Record<ProductAnchorId, string>
  const reading = Object.fromEntries(
    Object.entries(productReading).map(([id, slug]) => [id, articleHrefs[slug]!]),
  ) as Record<ProductAnchorId, string>
  return (
    <ToolPage
      slug="product-finder"
      title={t('finder.title')}
      description={t('finder.description')}
      namespace="ProductFinder"
    >
      <ProductFinder
        products={products}
        productsHref={pathIn(locale, '/financial-products')}
        reading={reading}
        readinessHref={pathIn(locale, toolPath('funding-readiness'))}
      />
      <Explanation id="how-title" title={t('finder.howTitle')} paragraphs={[t('finder.how1')]} />
    </ToolPage>
  )
}
