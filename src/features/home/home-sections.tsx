import { ArrowRight } from 'lucide-react'
import { AppFrame, DashboardScreen } from '@/components/site/app-mockups'
import { LenderLogo } from '@/components/site/lender-logo'
import { InfoCard } from '@/components/site/info-card'
import { Section } from '@/components/site/section'
import { sampleContent } from '@/components/site/sample-content'
import { RichText, SectionHeading } from '@/components/site/section-heading'
import { TestimonialsSection } from '@/components/site/testimonials-section'
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { LogoMarquee } from '@/components/ui/logo-marquee'
import { aiFeatures } from '@/content/features'
import { lenders } from '@/content/lenders'
import { site } from '@/content/site'
import { testimonials } from '@/content/testimonials'

/** docs/product.md, Timers and rotations: the featured card advances every 4 s; a click features one and pauses 5 s. */
export const FEATURE_INTERVAL_MS = 4000
export const FEATURE_CLICK_PAUSE_MS = 5000

export function OneProfileSection() {
  return (
    <section aria-labelledby="one-profile-title" className="py-20" data-reveal>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <AppFrame label="The funding dashboard: funding readiness, matched lenders and offers by product">
          <DashboardScreen />
        </AppFrame>
        <div>
          <SectionHeading
            id="one-profile-title"
            align="left"
            eyebrow="One application"
            title="One Profile, All The Best Options."
            description="Build your digital business profile once. Share it with the lenders you choose, compare their offers side by side, and keep every document ready for the next round."
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ExternalButtonLink href={site.appSignupUrl}>Get Started Free</ExternalButtonLink>
            <ButtonLink href="/how-it-works" variant="secondary">
              How It Works
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}

export function AiMatchingSection() {
  return (
    <Section
      id="ai-matching-title"
      tone="tinted"
      eyebrow="AI-driven matching"
      title="Funding that fits, found for you"
      description="Our matching reads your profile the way lenders do and brings the right options forward."
    >
      <HighlightCycle
        label="featured capability"
        intervalMs={FEATURE_INTERVAL_MS}
        select={{ pauseMs: FEATURE_CLICK_PAUSE_MS }}
        className="grid gap-6 pt-6 sm:grid-cols-2 lg:grid-cols-4"
        itemClassName="group flex transition-transform duration-500 data-[active=true]:z-10 data-[active=true]:-translate-y-4 data-[active=true]:scale-[1.15] motion-reduce:data-[active=true]:scale-100 lg:data-[active=true]:scale-[1.15]"
        items={aiFeatures.map((feature) => (
          <InfoCard
            key={feature.title}
            card={feature}
            description={<RichText text={feature.description} />}
            className="duration-500 group-data-[active=true]:border-brand-300 group-data-[active=true]:bg-white group-data-[active=true]:shadow-raised"
          />
        ))}
      />
      <div className="mt-14 flex justify-center">
        {/* A full page load, as the product asks of this callout (docs/product.md, Home). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose */}
        <a
          href="/who-we-help"
          className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 shadow-sm hover:border-brand-400"
        >
          <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs text-accent-700">
            1000+ funded
          </span>
          See the businesses we help <ArrowRight aria-hidden className="size-4" />
        </a>
      </div>
    </Section>
  )
}

export function LenderNetworkSection() {
  // The logos move together, so one note under the row speaks for every sample name in it.
  const lenderSample = sampleContent(
    lenders.some((lender) => lender.illustrative),
    'lenders',
    { className: 'mt-3 text-center' },
  )
  return (
    <Section
      id="lender-network-title"
      eyebrow="Trusted lender network"
      title="Access 120+ vetted lenders"
      description="Banks, credit funds and specialty lenders across Canada and the United States review your profile, so you can compare real offers instead of chasing one lender at a time."
    >
      <div {...lenderSample.marker}>
        <LogoMarquee
          label="Lenders in our network"
          logos={lenders.map((lender) => (
            <LenderLogo key={lender.name} lender={lender} />
          ))}
        />
        {lenderSample.note}
      </div>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ExternalButtonLink href={site.appSignupUrl}>Get Started Free</ExternalButtonLink>
        <ExternalButtonLink href={site.schedulerUrl} variant="secondary">
          Talk To An Expert
        </ExternalButtonLink>
      </div>
    </Section>
  )
}

export function HomeTestimonialsSection() {
  return (
    <TestimonialsSection
      id="home-testimonials-title"
      title="Founders and CFOs on getting funded"
      label="Testimonials"
      testimonials={testimonials.filter((testimonial) => testimonial.rating === 5)}
    />
  )
}
