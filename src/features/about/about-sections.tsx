import { Avatar } from '@/components/site/avatar'
import { InfoCard } from '@/components/site/info-card'
import { sampleContent } from '@/components/site/sample-content'
import { Section } from '@/components/site/section'
import { ExternalLink } from '@/components/ui/external-link'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { useLocale, useTranslations } from 'next-intl'
import { authorIn, findAuthor } from '@/content/authors'
import { contentIn } from '@/i18n/content'

/** docs/product.md, Timers and rotations: the stat and value highlights rotate every 3 s. */
export const ABOUT_HIGHLIGHT_MS = 3000

export function StatsSection() {
  const t = useTranslations('About')
  const { companyStats } = contentIn(useLocale())
  return (
    <Section id="stats-title" title={t('statsTitle')} hiddenTitle spacing="compact">
      <HighlightCycle
        label={t('highlightedFigure')}
        intervalMs={ABOUT_HIGHLIGHT_MS}
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        itemClassName="group flex"
        items={companyStats.map((stat) => (
          <div
            key={stat.label}
            className="w-full rounded-card border border-line bg-white p-6 text-center shadow-card transition-colors duration-300 group-data-[active=true]:border-brand-600 group-data-[active=true]:bg-brand-600"
          >
            <p className="text-4xl font-bold tracking-tight text-ink group-data-[active=true]:text-white">
              {stat.number}
            </p>
            <p className="mt-1 text-sm text-ink-muted group-data-[active=true]:text-white/85">
              {stat.label}
            </p>
          </div>
        ))}
      />
    </Section>
  )
}

export function MissionSection() {
  const t = useTranslations('About')
  const { mission, values } = contentIn(useLocale())
  return (
    <Section
      id="mission-title"
      tone="tinted"
      eyebrow={t('missionEyebrow')}
      title={t('missionTitle')}
      description={mission}
    >
      <HighlightCycle
        label={t('highlightedValue')}
        intervalMs={ABOUT_HIGHLIGHT_MS}
        className="grid gap-6 md:grid-cols-3"
        itemClassName="group flex"
        items={values.map((value) => (
          <InfoCard key={value.title} card={value} />
        ))}
      />
    </Section>
  )
}

export function StorySection() {
  const t = useTranslations('About')
  const { ourStory } = contentIn(useLocale())
  return (
    <Section
      id="story-title"
      width="narrow"
      gap="small"
      eyebrow={t('storyEyebrow')}
      title={t('storyTitle')}
    >
      <div className="grid gap-5 text-lg leading-relaxed text-ink-muted">
        {ourStory.map((paragraph) => (
          <p key={paragraph.slice(0, 20)}>{paragraph}</p>
        ))}
      </div>
    </Section>
  )
}

export function FoundersSection() {
  const t = useTranslations('About')
  const locale = useLocale()
  const { founders } = contentIn(locale)
  return (
    <Section
      id="founders-title"
      tone="tinted"
      width="medium"
      eyebrow={t('foundersEyebrow')}
      title={t('foundersTitle')}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {founders.map((founder) => {
          const author = authorIn(findAuthor(founder.authorId)!, locale)
          const sample = sampleContent(founder.illustrative, 'person', {
            locale,
            className: 'mt-4',
          })
          return (
            <li
              key={founder.authorId}
              className="rounded-card border border-line bg-white p-8 shadow-card"
              {...sample.marker}
            >
              <Avatar
                seed={author.portrait}
                name={t('portrait', { name: author.name })}
                size={96}
              />
              <h3 className="mt-5 text-xl font-semibold text-ink">{author.name}</h3>
              <p className="text-sm font-medium text-brand-700">{author.role}</p>
              <p className="mt-4 text-[0.9375rem] leading-relaxed text-ink-muted">{founder.bio}</p>
              <ExternalLink
                href={founder.linkedin}
                className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('linkedIn', { name: author.name })}
              </ExternalLink>
              {sample.note}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
