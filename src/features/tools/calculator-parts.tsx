'use client'

import { Share2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState, type ReactNode, type Ref } from 'react'
import { Button, ButtonLink, ExternalButtonLink } from '@/components/ui/button'
import { Field, controlAria, controlClassName } from '@/components/ui/field'
import { site } from '@/content/site'
import type { Locale } from '@/i18n/locales'
import { cn } from '@/lib/cn'
import type { FundingLimit } from '@/lib/funding-math'
import { shareLink } from '@/lib/share-link'

/**
 * The pieces every funding tool is built from: fields, results, the announcement and the ending.
 * Their words are the page's (`Calculator` and each tool's namespace of src/i18n/messages, given
 * to the tool pages only: src/features/tools/tool-page.tsx); figures go through src/lib/formats.
 */

/** Where an amount field shows its dollar sign: before the figure in English, after it in French. */
export function dollarSign(locale: Locale): { prefix?: string; suffix?: string } {
  return locale === 'fr' ? { suffix: '$' } : { prefix: '$' }
}

/** A limit a figure breaks (`FundingInputError.limit`), in the page's words. */
export function useLimitMessage(): (limit: FundingLimit) => string {
  const t = useTranslations('Calculator')
  return (limit) => t(`limits.${limit}`)
}

/** A labelled text field for an amount, a rate or a count, with a unit before or after it. */
export function CalculatorField({
  id,
  name,
  label,
  hint,
  value,
  onChange,
  error,
  prefix,
  suffix,
  inputMode = 'decimal',
}: {
  id: string
  name: string
  label: string
  hint?: string
  value: string
  onChange: (value: string) => void
  error?: string
  prefix?: string
  suffix?: string
  inputMode?: 'decimal' | 'numeric'
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-ink-muted"
          >
            {prefix}
          </span>
        ) : null}
        <input
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          // The field fills its column (w-full); without this its default 20-character width,
          // plus room for a unit ("jours"), would widen the column past a 390 px phone.
          size={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            controlClassName,
            prefix && 'pl-8',
            suffix && (suffix.length > 1 ? 'pr-16' : 'pr-8'),
          )}
          {...controlAria(id, { error, hint: Boolean(hint) })}
        />
        {suffix ? (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-ink-muted"
          >
            {suffix}
          </span>
        ) : null}
      </div>
    </Field>
  )
}

/** A choice of a few options shown side by side (radio buttons under a legend). */
export function ChoiceField<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string
  legend: string
  options: { value: Value; label: string }[]
  value: string
  onChange: (value: Value) => void
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-control border border-line bg-surface p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex-1 cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-semibold whitespace-nowrap text-ink-muted has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** One result: its name, the figure, and a line of detail. */
export function ResultFigure({
  label,
  value,
  detail,
  emphasis = false,
}: {
  label: string
  value: string
  detail?: string
  emphasis?: boolean
}) {
  return (
    <div className={cn('grid gap-0.5', emphasis && 'col-span-full')}>
      <dt className="text-sm font-medium text-brand-100">{label}</dt>
      <dd
        className={cn(
          'font-bold tracking-tight text-white tabular-nums',
          emphasis ? 'text-4xl sm:text-5xl' : 'text-2xl',
        )}
      >
        {value}
      </dd>
      {detail ? <dd className="text-sm text-brand-100">{detail}</dd> : null}
    </div>
  )
}

/**
 * A tool's two columns: its form, then its results (side by side from the large breakpoint).
 * On a phone the one column is the screen's width, however wide a control would like to be.
 */
export function CalculatorColumns({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      {children}
    </div>
  )
}

/** A tool's form: a card of fields that answer as they are typed, so it never submits. */
export function CalculatorForm({
  ref,
  label,
  children,
}: {
  ref: Ref<HTMLFormElement>
  label: string
  children: ReactNode
}) {
  return (
    <form
      ref={ref}
      aria-label={label}
      className="grid gap-5 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  )
}

/**
 * The results panel: the figures on the brand colour, and for screen readers one sentence
 * announced once the visitor pauses typing (not on every key).
 */
export function ResultsPanel({
  title,
  announcement,
  children,
}: {
  title: string
  announcement: string
  children: ReactNode
}) {
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(announcement), 700)
    return () => clearTimeout(timer)
  }, [announcement])
  return (
    <section
      aria-labelledby="results-title"
      className="rounded-card bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-6 text-white shadow-card sm:p-8"
    >
      <h2
        id="results-title"
        className="text-sm font-semibold tracking-wide text-accent-300 uppercase"
      >
        {title}
      </h2>
      <p role="status" className="sr-only">
        {announced}
      </p>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** Shown in place of the figures while an input cannot be used. */
export function ResultsWaiting({ children }: { children: ReactNode }) {
  return <p className="text-lg text-brand-100">{children}</p>
}

/** What every tool says about itself, and where it leads: the product, the article, the application. */
export function ToolEnding({
  title,
  product,
  article,
}: {
  title: string
  product: { label: string; href: string }
  article?: { label: string; href: string }
}) {
  const t = useTranslations('Calculator')
  return (
    <div className="grid gap-6 rounded-card border border-line bg-surface p-6 sm:p-8">
      <p className="text-sm text-ink-muted">{t('disclaimer')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <ExternalButtonLink href={site.appSignupUrl}>{t('getStarted')}</ExternalButtonLink>
        {/* A product's or an article's name can be longer than a phone is wide: it wraps. */}
        <ButtonLink
          href={product.href}
          variant="secondary"
          className="h-auto min-h-11 py-2 text-left whitespace-normal"
        >
          {product.label}
        </ButtonLink>
        {article ? (
          <ButtonLink
            href={article.href}
            variant="ghost"
            className="h-auto min-h-11 py-2 text-left whitespace-normal"
          >
            {article.label}
          </ButtonLink>
        ) : null}
        <Button
          variant="ghost"
          onClick={() =>
            shareLink({
              title,
              path: `${window.location.pathname}${window.location.search}`,
              copied: t('shareCopied'),
              copiedTitle: t('linkCopied'),
              failedTitle: t('copyFailed'),
            })
          }
        >
          <Share2 aria-hidden /> {t('share')}
        </Button>
      </div>
    </div>
  )
}
