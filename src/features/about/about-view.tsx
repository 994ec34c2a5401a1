import type { Metadata } from 'next'
import { useTranslations } from 'next-intl'
import { ClosingBanner } from '@/components/site/closing-banner'
import { PageHero } from '@/components/site/page-hero'
import type { Locale } from '@/i18n/locales'
import { translatedPageMetadata } from '@/lib/page-metadata'
import { FoundersSection, MissionSection, StatsSection, StorySection } from './about-sections'

export const aboutMetadata = (locale: Locale): Promise<Metadata> =>
  translatedPageMetadata(locale, 'About', '/about-us')

/** Who We Are, in the page's language. */
export function AboutView() {
  const t = useTranslations('About')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <StatsSection />
      <MissionSection />
      <StorySection />
      <FoundersSection />
      <ClosingBanner />
    </>
  )
}
