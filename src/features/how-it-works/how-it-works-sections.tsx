import {
  AppFrame,
  DebtTableScreen,
  DocumentUploadScreen,
  HomeScreen,
  LenderMatchScreen,
} from '@/components/site/app-mockups'
import { Section } from '@/components/site/section'
import { TestimonialCard } from '@/components/site/testimonial-card'
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { Icon } from '@/components/ui/icon'
import { site } from '@/content/site'
import { howItWorksSteps } from '@/content/steps'
import { testimonials } from '@/content/testimonials'
import { ScreenshotCarousel } from './screenshot-carousel'

/** docs/product.md, Timers and rotations: after 1 s the steps are highlighted in turn, 5 s each, for one pass. */
export const STEP_START_MS = 1000
export const STEP_INTERVAL_MS = 5000

export function StepsSection() {
  return (
    <Section id="steps-title" eyebrow="Four steps" title="From profile to funding">
      <HighlightCycle
        as="ol"
        label="highlighted step"
        intervalMs={STEP_INTERVAL_MS}
        startDelayMs={STEP_START_MS}
        passes={1}
        hoverHighlights
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        itemClassName="group flex"
        items={howItWorksSteps.map((step) => (
          <article
            key={step.number}
            className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-all duration-300 group-data-[active=true]:-translate-y-1 group-data-[active=true]:border-brand-400 group-data-[active=true]:shadow-raised"
          >
            <div className="flex items-center justify-between">
              <span className="text-sm font-bold text-brand-600">Step {step.number}</span>
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-data-[active=true]:bg-brand-600 group-data-[active=true]:text-white">
                <Icon name={step.icon} className="size-5" />
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              {step.number} {step.title}
            </h3>
            <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-muted">
              {step.description}
            </p>
          </article>
        ))}
      />
    </Section>
  )
}

export function ScreenshotsSection() {
  const slides = [
    {
      title: 'Home screen',
      label: 'The home screen with the business profile checklist',
      screen: <HomeScreen />,
    },
    {
      title: 'Document upload',
      label: 'Uploading financial documents once for every application',
      screen: <DocumentUploadScreen />,
    },
    {
      title: 'Lender match',
      label: 'Lender offers matched to the profile, side by side',
      screen: <LenderMatchScreen />,
    },
    {
      title: 'Debt table',
      label: 'The debt schedule with balances, rates and maturities',
      screen: <DebtTableScreen />,
    },
  ]
  return (
    <Section
      id="screens-title"
      tone="tinted"
      gap="medium"
      eyebrow="Inside the app"
      title="Everything in one place"
      description="Click a screenshot to zoom in; click again to zoom out."
    >
      <ScreenshotCarousel
        slides={slides.map((slide) => ({
          title: slide.title,
          screen: <AppFrame label={slide.label}>{slide.screen}</AppFrame>,
        }))}
      />
    </Section>
  )
}

export function FeaturedTestimonialSection() {
  const testimonial = testimonials[0]!
  return (
    <Section id="featured-testimonial-title" title="What a client says" hiddenTitle width="narrow">
      <TestimonialCard testimonial={testimonial} />
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ExternalButtonLink href={site.appSignupUrl}>Get Started Free</ExternalButtonLink>
        <ButtonLink href="/who-we-help" variant="secondary">
          Who We&apos;ve Funded
        </ButtonLink>
        <ExternalButtonLink href={site.schedulerUrl} variant="secondary">
          Talk to An Expert
        </ExternalButtonLink>
      </div>
    </Section>
  )
}
