import type { Metadata } from 'next'
import { useTranslations } from 'next-intl'
import { ClosingBanner } from '@/components/site/closing-banner'
import { HashScroll } from '@/components/site/hash-scroll'
import { JsonLd } from '@/components/site/json-ld'
import { PageHero } from '@/components/site/page-hero'
import type { Locale } from '@/i18n/locales'
import { translatedPageMetadata } from '@/lib/page-metadata'
import { productsStructuredData } from '@/lib/structured-data'
import { ProductIndex, ProductSections } from './product-sections'

export const productsMetadata = (locale: Locale): Promise<Metadata> =>
  translatedPageMetadata(locale, 'Products', '/financial-products')

/** Financial Products, in the page's language. */
export function ProductsView({ locale }: { locale: Locale }) {
  const t = useTranslations('Products')
  return (
    <>
      <HashScroll onLoadDelayMs={100} onChangeDelayMs={0} />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <JsonLd data={productsStructuredData(locale)} />
      <ProductIndex />
      <ProductSections />
      <ClosingBanner />
    </>
  )
}
