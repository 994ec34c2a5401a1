import type { Metadata } from 'next'
import { useLocale, useTranslations } from 'next-intl'
import { PageHero } from '@/components/site/page-hero'
import { contentIn } from '@/i18n/content'
import type { Locale } from '@/i18n/locales'
import { translatedPageMetadata } from '@/lib/page-metadata'
import {
  AgreementSection,
  PayeesSection,
  PayersSection,
  RankingSection,
} from './how-we-make-money-sections'

export const howWeMakeMoneyMetadata = (locale: Locale): Promise<Metadata> =>
  translatedPageMetadata(locale, 'HowWeMakeMoney', '/how-we-make-money')

/** How We Make Money, in the page's language. */
export function HowWeMakeMoneyView() {
  const t = useTranslations('HowWeMakeMoney')
  const { howWeMakeMoney } = contentIn(useLocale())
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={howWeMakeMoney.title}
        description={howWeMakeMoney.summary}
      />
      <PayersSection />
      <RankingSection />
      <PayeesSection />
      <AgreementSection />
    </>
  )
}
