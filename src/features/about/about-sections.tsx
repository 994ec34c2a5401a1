import { Avatar } from '@/components/site/avatar'
import { InfoCard } from '@/components/site/info-card'
import { SectionHeading } from '@/components/site/section-heading'
import { ExternalLink } from '@/components/ui/external-link'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { findAuthor } from '@/content/authors'
import { founders, mission, ourStory, values } from '@/content/company'
import { companyStats } from '@/content/stats'

/** docs/product.md, Timers and rotations: the stat and value highlights rotate every 3 s. */
export const ABOUT_HIGHLIGHT_MS = 3000

export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="py-12" data-reveal>
      <h2 id="stats-title" className="sr-only">
        The company in numbers
      </h2>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
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
      </div>
    </section>
  )
}

export function MissionSection() {
  return (
    <section aria-labelledby="mission-title" className="bg-surface py-20" data-reveal>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="mission-title"
          eyebrow="Our mission"
          title="Funding that is fast, clear and fair"
          description={mission}
        />
        <div className="mt-12">
          <HighlightCycle
            label="highlighted value"
            intervalMs={ABOUT_HIGHLIGHT_MS}
            className="grid gap-6 md:grid-cols-3"
            itemClassName="group flex"
            items={values.map((value) => (
              <InfoCard key={value.title} card={value} />
            ))}
          />
        </div>
      </div>
    </section>
  )
}

export function StorySection() {
  return (
    <section aria-labelledby="story-title" className="py-20" data-reveal>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="story-title" eyebrow="Founded in Toronto, 2022" title="Our Story" />
        <div className="mt-8 grid gap-5 text-lg leading-relaxed text-ink-muted">
          {ourStory.map((paragraph) => (
            <p key={paragraph.slice(0, 20)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  )
}

export function FoundersSection() {
  return (
    <section aria-labelledby="founders-title" className="bg-surface py-20" data-reveal>
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="founders-title" eyebrow="Leadership" title="Meet the founders" />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {founders.map((founder) => {
            const author = findAuthor(founder.authorId)!
            return (
              <li
                key={founder.authorId}
                className="rounded-card border border-line bg-white p-8 shadow-card"
              >
                <Avatar seed={author.portrait} name={`Portrait of ${author.name}`} size={96} />
                <h3 className="mt-5 text-xl font-semibold text-ink">{author.name}</h3>
                <p className="text-sm font-medium text-brand-700">{author.role}</p>
                <p className="mt-4 text-[0.9375rem] leading-relaxed text-ink-muted">
                  {founder.bio}
                </p>
                <ExternalLink
                  href={founder.linkedin}
                  className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline"
                >
                  {author.name} on LinkedIn
                </ExternalLink>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
