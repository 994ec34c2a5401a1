import type { Metadata } from 'next'
import { JsonLd } from '@/components/site/json-ld'
import { pageMetadata } from '@/lib/page-metadata'
import { faqStructuredData } from '@/lib/structured-data'
import { CallToActionBanner } from '@/components/site/closing-banner'
import { PageHero } from '@/components/site/page-hero'
import { ContactFaq, ContactMain } from '@/features/contact/contact-sections'

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description:
    'Questions about business funding, partnerships or our API? Send us a message, book a call or e-mail our team. We reply within 24 hours.',
  path: '/contact-us',
})

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="Let's Talk About Your Funding"
        description="Whether you are comparing capital options, exploring a partnership or integrating our API, our team is here to help."
      />
      <JsonLd data={faqStructuredData()} />
      <ContactMain />
      <ContactFaq />
      <CallToActionBanner
        id="contact-cta-title"
        title="Ready to Get Started?"
        text="Create one business profile and compare offers from 120+ verified lenders. It is free for businesses."
      />
    </>
  )
}
