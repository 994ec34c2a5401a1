import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
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
import { contentIn } from '@/i18n/content'
import { hrefIn, pathIn } from '@/content/french-routes'
import { lenders } from '@/content/lenders'
import { site } from '@/content/site'

/** docs/product.md, Timers and rotations: the featured card advances every 4 s; a click features one and pauses 5 s. */
export const FEATURE_INTERVAL_MS = 4000
export const FEATURE_CLICK_PAUSE_MS = 5000

export function OneProfileSection() {
  const t = useTranslations('Home')
  const closing = useTranslations('ClosingBanner')
  const locale = useLocale()
  return (
    <section aria-labelledby="one-profile-title" className="py-20" data-reveal>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <AppFrame label={t('dashboardPicture')}>
          <DashboardScreen />
        </AppFrame>
        <div>
          <SectionHeading
            id="one-profile-title"
            align="left"
            eyebrow={t('oneProfileEyebrow')}
            title={t('oneProfileTitle')}
            description={t('oneProfileText')}
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ExternalButtonLink href={site.appSignupUrl}>
              {closing('getStarted')}
            </ExternalButtonLink>
            <ButtonLink href={pathIn(locale, '/how-it-works')} variant="secondary">
              {t('howItWorks')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}

export function AiMatchingSection() {
  const t = useTranslations('Home')
  const locale = useLocale()
  const { aiFeatures } = contentIn(locale)
  return (
    <Section
      id="ai-matching-title"
      tone="tinted"
      eyebrow={t('aiEyebrow')}
      title={t('aiTitle')}
      description={t('aiText')}
    >
      <HighlightCycle
        label={t('featuredCapability')}
        intervalMs={FEATURE_INTERVAL_MS}
        select={{ pauseMs: FEATURE_CLICK_PAUSE_MS }}
        // Phones get a margin the featured card (scaled 1.15) grows into, so the page never scrolls sideways.
        className="grid gap-6 px-3 pt-6 sm:grid-cols-2 sm:px-0 lg:grid-cols-4"
        itemClassName="group flex transition-transform duration-500 data-[active=true]:z-10 data-[active=true]:-translate-y-4 data-[active=true]:scale-[1.15] motion-reduce:data-[active=true]:scale-100 lg:data-[active=true]:scale-[1.15]"
        items={aiFeatures.map((feature) => (
          <InfoCard
            key={feature.title}
            card={feature}
            description={<RichText text={feature.description} />}
            className="duration-500 group-data-[active=true]:border-brand-300 group-data-[active=true]:bg-white group-data-[active=true]:shadow-raised"
          >
            {feature.link ? (
              <Link
                href={hrefIn(locale, feature.link.href)}
                className="mt-4 font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {feature.link.label}
                <span aria-hidden> →</span>
              </Link>
            ) : null}
          </InfoCard>
        ))}
      />
      <div className="mt-14 flex justify-center">
        {/* A full page load, as the product asks of this callout (docs/product.md, Home). */}
        <a
          href={pathIn(locale, '/who-we-help')}
          className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 shadow-sm hover:border-brand-400"
        >
          <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs text-accent-700">
            {t('funded')}
          </span>
          {t('seeBusinesses')} <ArrowRight aria-hidden className="size-4" />
        </a>
      </div>
    </Section>
  )
}

export function LenderNetworkSection() {
  const t = useTranslations('Home')
  const closing = useTranslations('ClosingBanner')
  // The logos move together, so one note under the row speaks for every sample name in it.
  const lenderSample = sampleContent(
    lenders.some((lender) => lender.illustrative),
    'lenders',
    { locale: useLocale(), className: 'mt-3 text-center' },
  )
  return (
    <Section
      id="lender-network-title"
      eyebrow={t('lendersEyebrow')}
      title={t('lendersTitle')}
      description={t('lendersText')}
    >
      <div {...lenderSample.marker}>
        <LogoMarquee
          label={t('lendersInNetwork')}
          rotationLabel={t('lenderLogos')}
          logos={lenders.map((lender) => (
            <LenderLogo key={lender.name} lender={lender} />
          ))}
        />
        {lenderSample.note}
      </div>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ExternalButtonLink href={site.appSignupUrl}>{closing('getStarted')}</ExternalButtonLink>
        <ExternalButtonLink href={site.schedulerUrl} variant="secondary">
          {t('talkToExpert')}
        </ExternalButtonLink>
      </div>
    </Section>
  )
}

export function HomeTestimonialsSection() {
  const t = useTranslations('Home')
  const { testimonials } = contentIn(useLocale())
  return (
    <TestimonialsSection
      id="home-testimonials-title"
      title={t('testimonialsTitle')}
      label={t('testimonialsLabel')}
      testimonials={testimonials.filter((testimonial) => testimonial.rating === 5)}
    />
  )
}
