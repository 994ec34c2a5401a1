import Link from 'next/link'
import { ArrowRight, CheckCircle2, Quote } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { Avatar } from '@/components/site/avatar'
import { avatarSeedOf } from '@/components/site/avatar-seed'
import { InfoCard } from '@/components/site/info-card'
import { sampleContent } from '@/components/site/sample-content'
import { Section, type SectionTone } from '@/components/site/section'
import { AnchorButtonLink } from '@/components/ui/button'
import { HighlightCycle } from '@/components/ui/highlight-cycle'
import { hrefIn } from '@/content/french-routes'
import { site } from '@/content/site'
import { contentIn } from '@/i18n/content'
import { listMessage } from '@/i18n/list-message'
import { cn } from '@/lib/cn'
import type { IconCard, PartnerCaseStudy, StatTile } from '@/content/types'
import type { PartnershipType } from '@/lib/schemas/partnership-options'
import { PartnershipForm } from './partnership-form'

export const PARTNERSHIP_FORM_ID = 'partnership-form'

/** A hero for a partner page, with an optional button that scrolls to the form. */
export function PartnerHero({
  eyebrow,
  title,
  description,
  action,
}: {
  eyebrow: string
  title: string
  description: string
  action?: string
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <svg
        aria-hidden
        viewBox="0 0 1200 400"
        className="pointer-events-none absolute inset-0 size-full opacity-25"
        preserveAspectRatio="none"
      >
        <path
          d="M0 320 C 260 220, 480 360, 760 220 S 1100 100, 1200 120"
          fill="none"
          stroke="#6ee7c1"
          strokeWidth="3"
        />
      </svg>
      <div className="relative mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:py-28">
        <p className="inline-flex rounded-full border border-white/25 px-3 py-1 text-sm font-medium text-accent-300">
          {eyebrow}
        </p>
        <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-white/80">
          {description}
        </p>
        {action ? (
          <AnchorButtonLink
            href={`#${PARTNERSHIP_FORM_ID}`}
            variant="accent"
            size="lg"
            className="mt-10"
          >
            {action}
          </AnchorButtonLink>
        ) : null}
      </div>
    </section>
  )
}

/** A section of cards; rotating when given an interval. */
export function CardSection({
  id,
  eyebrow,
  title,
  description,
  cards,
  rotation,
  tone = 'plain',
  columns = 3,
}: {
  id: string
  eyebrow?: string
  title: string
  description?: string
  cards: IconCard[]
  rotation?: {
    intervalMs: number
    label: string
    progressRing?: boolean
    select?: boolean
    startWhenVisible?: boolean
  }
  tone?: SectionTone
  columns?: 2 | 3 | 4
}) {
  const grid = cn(
    'grid gap-6 sm:grid-cols-2',
    columns === 3 && 'lg:grid-cols-3',
    columns === 4 && 'lg:grid-cols-4',
  )
  const items = cards.map((card) => <InfoCard key={card.title} card={card} />)
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} description={description}>
      {rotation ? (
        <HighlightCycle
          label={rotation.label}
          intervalMs={rotation.intervalMs}
          progressRing={rotation.progressRing}
          select={rotation.select ? {} : undefined}
          startWhenVisible={rotation.startWhenVisible}
          className={grid}
          itemClassName="group flex"
          items={items}
        />
      ) : (
        <ul className={grid}>
          {items.map((item, index) => (
            <li key={index} className="flex">
              {item}
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** A quoted partner story with results and links; a sample story carries the illustrative note. */
export function CaseStudy({
  id,
  study,
  results,
  actions,
}: {
  id: string
  study: PartnerCaseStudy
  results?: StatTile[]
  actions?: ReactNode
}) {
  const { title, summary, quote, quoteName, quoteRole } = study
  const t = useTranslations('Partners')
  const sample = sampleContent(study.illustrative, 'partner', {
    locale: useLocale(),
    tone: 'inverse',
    className: 'mt-6',
  })
  return (
    <section
      aria-labelledby={id}
      className="bg-brand-950 py-20 text-white"
      data-reveal
      {...sample.marker}
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {t('caseStudy')}
          </p>
          <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-white/80">{summary}</p>
          {results ? (
            <dl className="mt-8 grid grid-cols-3 gap-4">
              {results.map((result) => (
                <div
                  key={result.label}
                  className="flex flex-col-reverse rounded-2xl bg-white/5 p-4"
                >
                  <dt className="mt-1 text-xs text-white/70">{result.label}</dt>
                  <dd className="text-2xl font-bold text-white">{result.number}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
          {sample.note}
        </div>
        <figure className="rounded-card bg-white p-8 text-ink shadow-raised">
          <Quote aria-hidden className="size-8 text-brand-300" />
          <blockquote className="mt-4 text-lg leading-relaxed">“{quote}”</blockquote>
          <figcaption className="mt-6 flex items-center gap-3">
            <Avatar seed={avatarSeedOf(quoteName)} name="" size={48} />
            <span>
              <span className="block font-semibold">{quoteName}</span>
              <span className="block text-sm text-ink-subtle">{quoteRole}</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  )
}

/** 'Read More' and similar links inside dark sections. */
export function InverseLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex h-11 items-center gap-2 rounded-full border border-white/40 px-5 font-semibold text-white hover:bg-white/10"
    >
      {children} <ArrowRight aria-hidden className="size-4" />
    </Link>
  )
}

/** The stats banner of the lenders page (23% and 64%: docs/product.md, Lenders). */
export function StatsBanner({ stats }: { stats: StatTile[] }) {
  const t = useTranslations('Partners')
  return (
    <section
      aria-labelledby="stats-banner-title"
      className="px-4 py-12 sm:px-6 lg:px-8"
      data-reveal
    >
      <h2 id="stats-banner-title" className="sr-only">
        {t('statsTitle')}
      </h2>
      <dl className="mx-auto grid max-w-5xl gap-6 rounded-[2rem] bg-gradient-to-r from-brand-600 to-brand-800 p-10 text-center text-white sm:grid-cols-2">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-2 text-white/85">{stat.label}</dt>
            <dd className="text-5xl font-bold tracking-tight">{stat.number}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** The form section every partner page ends with, anchored #partnership-form. */
export function PartnershipFormSection({
  title,
  description,
  presetType,
  businessDescription,
  feeNote,
}: {
  title: string
  description: string
  presetType?: PartnershipType
  businessDescription: string
  /** Who pays whom, linked to /how-we-make-money (src/content/disclosures.ts). */
  feeNote?: string
}) {
  const t = useTranslations('Partners')
  const locale = useLocale()
  const { partnerFeeNote } = contentIn(locale)
  return (
    <section
      id={PARTNERSHIP_FORM_ID}
      aria-labelledby="partnership-form-title"
      className="bg-surface py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8">
        <div>
          <h2 id="partnership-form-title" className="text-3xl font-bold tracking-tight text-ink">
            {title}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{description}</p>
          <ul className="mt-6 grid gap-3 text-ink">
            {listMessage(t('formPoints')).map((point) => (
              <li key={point} className="flex gap-2">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 text-accent-600" /> {point}
              </li>
            ))}
          </ul>
          {feeNote ? (
            <p className="mt-6 text-sm leading-relaxed text-ink-muted">
              {feeNote}{' '}
              <Link
                href={hrefIn(locale, partnerFeeNote.href)}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {partnerFeeNote.linkLabel}
              </Link>
            </p>
          ) : null}
        </div>
        <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <PartnershipForm
            presetType={presetType}
            businessDescription={businessDescription}
            supportEmail={site.supportEmail}
          />
        </div>
      </div>
    </section>
  )
}
