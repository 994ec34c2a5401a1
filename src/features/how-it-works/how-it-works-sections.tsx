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
import { useLocale, useTranslations } from 'next-intl'
import { pathIn } from '@/content/french-routes'
import { site } from '@/content/site'
import { contentIn } from '@/i18n/content'
import { listMessage } from '@/i18n/list-message'
import { ScreenshotCarousel } from './screenshot-carousel'

/** docs/product.md, Timers and rotations: after 1 s the steps are highlighted in turn, 5 s each, for one pass. */
export const STEP_START_MS = 1000
export const STEP_INTERVAL_MS = 5000

export function StepsSection() {
  const t = useTranslations('HowItWorks')
  const { howItWorksSteps } = contentIn(useLocale())
  return (
    <Section id="steps-title" eyebrow={t('stepsEyebrow')} title={t('stepsTitle')}>
      <HighlightCycle
        as="ol"
        label={t('highlightedStep')}
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
              <span className="text-sm font-bold text-brand-600">
                {t('step', { number: step.number })}
              </span>
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
  const t = useTranslations('HowItWorks')
  const titles = listMessage(t('slideTitles'))
  const labels = listMessage(t('slideLabels'))
  const screens = [
    <HomeScreen key="home" />,
    <DocumentUploadScreen key="documents" />,
    <LenderMatchScreen key="match" />,
    <DebtTableScreen key="debt" />,
  ]
  const slides = screens.map((screen, index) => ({
    title: titles[index]!,
    label: labels[index]!,
    screen,
  }))
  return (
    <Section
      id="screens-title"
      tone="tinted"
      gap="medium"
      eyebrow={t('screensEyebrow')}
      title={t('screensTitle')}
      description={t('screensText')}
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
  const t = useTranslations('HowItWorks')
  const closing = useTranslations('ClosingBanner')
  const locale = useLocale()
  const testimonial = contentIn(locale).testimonials[0]!
  return (
    <Section id="featured-testimonial-title" title={t('clientSays')} hiddenTitle width="narrow">
      <TestimonialCard testimonial={testimonial} />
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ExternalButtonLink href={site.appSignupUrl}>{closing('getStarted')}</ExternalButtonLink>
        <ButtonLink href={pathIn(locale, '/who-we-help')} variant="secondary">
          {t('whoWeFunded')}
        </ButtonLink>
        <ExternalButtonLink href={site.schedulerUrl} variant="secondary">
          {t('talkToExpert')}
        </ExternalButtonLink>
      </div>
    </Section>
  )
}
