import Link from 'next/link'
import { ArrowRight } from 'lucide-react'
import { InfoCard } from '@/components/site/info-card'
import { sampleContent } from '@/components/site/sample-content'
import { Section } from '@/components/site/section'
import { TestimonialsSection } from '@/components/site/testimonials-section'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { useLocale, useTranslations } from 'next-intl'
import type { SuccessStory } from '@/content/types'
import { contentIn } from '@/i18n/content'

/** docs/product.md, Timers and rotations: industries every 5 s (with a progress ring), success stories every 4 s. */
export const INDUSTRY_INTERVAL_MS = 5000
export const SUCCESS_STORY_INTERVAL_MS = 4000

export function IndustriesSection() {
  const t = useTranslations('WhoWeHelp')
  const { industries } = contentIn(useLocale())
  return (
    <Section
      id="industries-title"
      eyebrow={t('industriesEyebrow')}
      title={t('industriesTitle')}
      description={t('industriesText')}
    >
      <HighlightCycle
        label={t('highlightedIndustry')}
        intervalMs={INDUSTRY_INTERVAL_MS}
        progressRing
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        itemClassName="group flex"
        items={industries.map((industry) => (
          <InfoCard key={industry.title} card={industry}>
            <ul className="mt-4 grid gap-1.5 text-sm text-ink">
              {industry.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </InfoCard>
        ))}
      />
    </Section>
  )
}

/** `caseStudyHrefs`: each case-study article's address in the page's language, by slug. */
export function SuccessStoriesSection({
  caseStudyHrefs,
}: {
  caseStudyHrefs: Record<string, string>
}) {
  const t = useTranslations('WhoWeHelp')
  const { successStories } = contentIn(useLocale())
  return (
    <Section
      id="success-stories-title"
      tone="dark"
      eyebrow={t('storiesEyebrow')}
      title={t('storiesTitle')}
      description={t('storiesText')}
    >
      <HighlightCycle
        label={t('highlightedStory')}
        intervalMs={SUCCESS_STORY_INTERVAL_MS}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="group flex"
        items={successStories.map((story) => (
          <SuccessStoryCard
            key={`${story.amount}-${story.productType}`}
            story={story}
            caseStudyHref={story.article ? caseStudyHrefs[story.article] : undefined}
          />
        ))}
      />
    </Section>
  )
}

/** One deal: amount, product, industry, the business and where it is, the year it closed. */
function SuccessStoryCard({
  story,
  caseStudyHref,
}: {
  story: SuccessStory
  caseStudyHref: string | undefined
}) {
  const t = useTranslations('WhoWeHelp')
  const sample = sampleContent(story.illustrative, 'deal', {
    locale: useLocale(),
    tone: 'inverse',
    className: 'mt-3',
  })
  return (
    <article
      className="flex w-full flex-col rounded-card border border-white/10 bg-white/5 p-6 transition-colors duration-300 group-data-[active=true]:border-accent-400 group-data-[active=true]:bg-white/10"
      {...sample.marker}
    >
      <p className="text-4xl font-bold tracking-tight text-white">{story.amount}</p>
      <p className="mt-1 font-semibold text-accent-300">{story.productType}</p>
      <p className="mt-1 text-sm text-white/70">{story.industry}</p>
      <h3 className="mt-4 font-semibold text-white">
        {story.company}
        <span className="block text-sm font-normal text-white/70">{story.place}</span>
      </h3>
      <p className="mt-3 flex-1 text-[0.9375rem] leading-relaxed text-white/85">
        {story.description}
      </p>
      <p className="mt-4 text-xs font-semibold tracking-wider text-white/70 uppercase">
        {t('fundedIn', { year: story.fundedYear })}
      </p>
      {caseStudyHref ? (
        <Link
          href={caseStudyHref}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-300 hover:underline"
        >
          {t('readCaseStudy')}
          <span className="sr-only">: {story.company}</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : null}
      {sample.note}
    </article>
  )
}

export function WhoWeHelpTestimonialsSection() {
  const t = useTranslations('WhoWeHelp')
  const { testimonials } = contentIn(useLocale())
  return (
    <TestimonialsSection
      id="who-testimonials-title"
      title={t('testimonialsTitle')}
      label={t('testimonialsLabel')}
      testimonials={testimonials}
    />
  )
}
