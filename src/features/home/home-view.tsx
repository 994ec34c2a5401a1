import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ClosingBanner } from '@/components/site/closing-banner'
import { JsonLd } from '@/components/site/json-ld'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/page-metadata'
import { homeStructuredData } from '@/lib/structured-data'
import { HomeHero } from './home-hero'
import {
  AiMatchingSection,
  HomeTestimonialsSection,
  LenderNetworkSection,
  OneProfileSection,
} from './home-sections'

export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Home' })
  return pageMetadata({ description: t('description'), path: '/', locale })
}

/** The home page, in the page's language. */
export function HomeView({ locale }: { locale: Locale }) {
  return (
    <>
      <JsonLd data={homeStructuredData(locale)} />
      <HomeHero />
      <OneProfileSection />
      <AiMatchingSection />
      <LenderNetworkSection />
      <HomeTestimonialsSection />
      <ClosingBanner />
    </>
  )
}
