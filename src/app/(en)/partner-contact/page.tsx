import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { WHY_PARTNER_INTERVAL_MS } from '@/features/partners/intervals'
import { Section } from '@/components/site/section'
import { ButtonLink } from '@/components/ui/button'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { ScrollToTopButton } from '@/components/ui/scroll-to-top-button'
import { whyPartner } from '@/content/partners'
import { site } from '@/content/site'
import { PartnerContactForm } from '@/features/partners/partner-contact-form'
import { InfoCard } from '@/components/site/info-card'

export const metadata: Metadata = pageMetadata({
  title: 'Partner Contact',
  description:
    'Tell us about your organization and how you would like to partner. We reply within 24 hours.',
  path: '/partner-contact',
})

export default function PartnerContactPage() {
  return (
    <>
      <section
        aria-labelledby="partner-contact-title"
        className="bg-gradient-to-b from-brand-50 to-white"
      >
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.5fr] lg:px-8 lg:py-24">
          <div>
            <p className="inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-700">
              Partner Contact
            </p>
            <h1
              id="partner-contact-title"
              className="mt-5 text-4xl font-bold tracking-tight text-ink sm:text-5xl"
            >
              Let&apos;s build something together
            </h1>
            <p className="mt-5 text-lg text-ink-muted">
              Lenders, referral partners and platforms: tell us about your organization and a
              partnerships manager will reply within 24 hours.
            </p>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <PartnerContactForm supportEmail={site.supportEmail} />
          </div>
        </div>
      </section>
      <Section id="why-partner-title" eyebrow="Why Partner" title="Why partner with us">
        <HighlightCycle
          label="highlighted reason"
          intervalMs={WHY_PARTNER_INTERVAL_MS}
          startWhenVisible
          className="grid gap-6 md:grid-cols-3"
          itemClassName="group flex"
          items={whyPartner.map((card) => (
            <InfoCard key={card.title} card={card} />
          ))}
        />
      </Section>
      <section
        aria-labelledby="ready-to-partner-title"
        className="px-4 pb-20 sm:px-6 lg:px-8"
        data-reveal
      >
        <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-br from-brand-700 to-brand-950 px-6 py-14 text-center text-white">
          <h2 id="ready-to-partner-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Ready to Partner?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-white/80">
            Send the form above and we will reply within 24 hours.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ScrollToTopButton>Get Started Above</ScrollToTopButton>
            <ButtonLink href="/partners" variant="inverse" size="lg">
              Learn More About Partnerships
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
