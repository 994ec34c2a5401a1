import type { Metadata } from 'next'
import { useTranslations } from 'next-intl'
import { ClosingBanner } from '@/components/site/closing-banner'
import { PageHero } from '@/components/site/page-hero'
import type { Locale } from '@/i18n/locales'
import { translatedPageMetadata } from '@/lib/page-metadata'
import {
  IndustriesSection,
  SuccessStoriesSection,
  WhoWeHelpTestimonialsSection,
} from './who-we-help-sections'

export const whoWeHelpMetadata = (locale: Locale): Promise<Metadata> =>
  translatedPageMetadata(locale, 'WhoWeHelp', '/who-we-help')

/** Who We Help, in the page's language; `caseStudyHrefs` is each article's address in it. */
export function WhoWeHelpView({ caseStudyHrefs }: { caseStudyHrefs: Record<string, string> }) {
  const t = useTranslations('WhoWeHelp')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <IndustriesSection />
      <SuccessStoriesSection caseStudyHrefs={caseStudyHrefs} />
      <WhoWeHelpTestimonialsSection />
      <ClosingBanner />
    </>
  )
}
