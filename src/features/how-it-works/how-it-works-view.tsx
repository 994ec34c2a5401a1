import type { Metadata } from 'next'
import { useTranslations } from 'next-intl'
import { ClosingBanner } from '@/components/site/closing-banner'
import { PageHero } from '@/components/site/page-hero'
import type { Locale } from '@/i18n/locales'
import { translatedPageMetadata } from '@/lib/page-metadata'
import {
  FeaturedTestimonialSection,
  ScreenshotsSection,
  StepsSection,
} from './how-it-works-sections'

export const howItWorksMetadata = (locale: Locale): Promise<Metadata> =>
  translatedPageMetadata(locale, 'HowItWorks', '/how-it-works')

/** How It Works, in the page's language. */
export function HowItWorksView() {
  const t = useTranslations('HowItWorks')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <StepsSection />
      <ScreenshotsSection />
      <FeaturedTestimonialSection />
      <ClosingBanner />
    </>
  )
}
