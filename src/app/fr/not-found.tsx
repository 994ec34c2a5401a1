import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageNotFound } from '@/components/site/page-not-found'
import { setPageLocale } from '@/i18n/page-locale'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'fr', namespace: 'NotFound' })
  return { title: t('title'), robots: { index: false } }
}

/** A French address no page answers, or `notFound()` in a French page. */
export default function FrenchNotFound() {
  setPageLocale('fr')
  return <PageNotFound />
}
