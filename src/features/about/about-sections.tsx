import { Avatar } from '@/components/site/avatar'
import { InfoCard } from '@/components/site/info-card'
import { sampleContent } from '@/components/site/sample-content'
import { Section } from '@/components/site/section'
import { ExternalLink } from '@/components/ui/external-link'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { findAuthor } from '@/content/authors'
import { founders, mission, ourStory, values } from '@/content/company'
import { companyStats } from '@/content/stats'

/** docs/product.md, Timers and rotations: the stat and value highlights rotate every 3 s. */
export const ABOUT_HIGHLIGHT_MS = 3000

export function StatsSection() {
  return (
    <Section id="stats-title" title="The company in numbers" hiddenTitle spacing="compact">
      <HighlightCycle
        label="highlighted figure"
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
  return (
    <Section
      id="mission-title"
      tone="tinted"
      eyebrow="Our mission"
      title="Funding that is fast, clear and fair"
      description={mission}
    >
      <HighlightCycle
        label="highlighted value"
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
  return (
    <Section
      id="story-title"
      width="narrow"
      gap="small"
      eyebrow="Founded in Toronto, 2022"
      title="Our Story"
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
  return (
    <Section
      id="founders-title"
      tone="tinted"
      width="medium"
      eyebrow="Leadership"
      title="Meet the founders"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {founders.map((founder) => {
          const author = findAuthor(founder.authorId)!
          const sample = sampleContent(founder.illustrative, 'person', { className: 'mt-4' })
          return (
            <li
              key={founder.authorId}
              className="rounded-card border border-line bg-white p-8 shadow-card"
              {...sample.marker}
            >
              <Avatar seed={author.portrait} name={`Portrait of ${author.name}`} size={96} />
              <h3 className="mt-5 text-xl font-semibold text-ink">{author.name}</h3>
              <p className="text-sm font-medium text-brand-700">{author.role}</p>
              <p className="mt-4 text-[0.9375rem] leading-relaxed text-ink-muted">{founder.bio}</p>
              <ExternalLink
                href={founder.linkedin}
                className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline"
              >
                {author.name} on LinkedIn
              </ExternalLink>
              {sample.note}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
