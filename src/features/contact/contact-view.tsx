import type { Metadata } from 'next'
import { useTranslations } from 'next-intl'
import { CallToActionBanner } from '@/components/site/closing-banner'
import { JsonLd } from '@/components/site/json-ld'
import { PageHero } from '@/components/site/page-hero'
import type { Locale } from '@/i18n/locales'
import { translatedPageMetadata } from '@/lib/page-metadata'
import { faqStructuredData } from '@/lib/structured-data'
import { ContactFaq, ContactMain } from './contact-sections'

export const contactMetadata = (locale: Locale): Promise<Metadata> =>
  translatedPageMetadata(locale, 'Contact', '/contact-us')

/** Contact Us, in the page's language. */
export function ContactView({ locale }: { locale: Locale }) {
  const t = useTranslations('Contact')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <JsonLd data={faqStructuredData(locale)} />
      <ContactMain />
      <ContactFaq />
      <CallToActionBanner id="contact-cta-title" title={t('ctaTitle')} text={t('ctaText')} />
    </>
  )
}
