'use client'

import { CheckCircle2, Circle, CircleDashed, CircleDot, Printer } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { controlClassName } from '@/components/ui/field'
import type { ProductAnchorId } from '@/content/navigation'
import {
  americanRegions,
  canadianRegions,
  readinessChoices,
  readinessQuestions,
  readinessSelections,
  type ReadinessChoice,
  type ReadinessQuestion,
  type ReadinessSelection,
  type ReadinessText,
} from '@/content/readiness'
import { cn } from '@/lib/cn'
import type { FinderReason } from '@/lib/product-finder'
import {
  answersQuery,
  hasAnswers,
  placeChecklist,
  readAnswers,
  readinessResult,
  type CriterionStatus,
  type ReadinessAnswers,
  type ReadinessResult,
  type ResultDocument,
} from '@/lib/readiness'
import { ReadinessContactForm, ReadinessEmailForm } from './readiness-forms'

/**
 * The funding readiness check (issue 39, decision 0035): one question at a time with Back and
 * Next, and the result computed in the browser from the same function the server renders it
 * with. The answers live in the address (replaced as they change) and nowhere else: nothing is
 * requested while the visitor answers, so every link here is a plain one, never prefetched.
 * Without JavaScript the same form shows every question and is sent by GET to this page, which
 * renders the result from the address.
 */

/** An article the result links to: its address and title in the page's language. */
export type ReadinessArticle = { href: string; title: string }

export type ReadinessCheckProps = {
  text: ReadinessText
  /** The articles the check cites, by English slug. */
  articles: Record<string, ReadinessArticle>
  products: Record<ProductAnchorId, string>
  reasons: Record<FinderReason, string>
  /** The answers' query the page was opened with (normalised), and the result it rendered. */
  initialQuery: string
  supportEmail: string
}

type Question = ReadinessQuestion

const isSelection = (name: Question): name is ReadinessSelection =>
  Object.hasOwn(readinessSelections, name)

const STATUS_ICONS: Record<CriterionStatus, typeof Circle> = {
  met: CheckCircle2,
  close: CircleDot,
  notYet: Circle,
  unknown: CircleDashed,
}

const STATUS_TONES: Record<CriterionStatus, string> = {
  met: 'bg-success-50 text-success-700 border-success-700/30',
  close: 'bg-brand-50 text-brand-800 border-brand-200',
  notYet: 'bg-danger-50 text-danger-700 border-danger-600/30',
  unknown: 'bg-surface text-ink-muted border-line',
}

export function ReadinessCheck(props: ReadinessCheckProps) {
  const { text, articles, initialQuery } = props
  const t = useTranslations('Readiness')
  const [answers, setAnswers] = useState<ReadinessAnswers>(() => readAnswers(initialQuery))
  const [edited, setEdited] = useState(false)
  const [step, setStep] = useState(0)
  const [stepped, setStepped] = useState(false)
  const headings = useRef<(HTMLHeadingElement | null)[]>([])
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const articleHrefs = Object.fromEntries(
    Object.entries(articles).map(([slug, article]) => [slug, article.href]),
  )
  const result = readinessResult(answers, { text, articleHrefs })
  const query = answersQuery(answers)

  // The address follows the answers, replaced rather than pushed: Back leaves the page.
  useEffect(() => {
    if (!edited) return
    const search = query ? `?${query}` : ''
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`)
  }, [edited, query])

  // Each step puts the keyboard and screen reader on its question's heading.
  useEffect(() => {
    if (stepped) headings.current[step]?.focus()
  }, [step, stepped])

  const update = (next: ReadinessAnswers) => {
    setAnswers(next)
    setEdited(true)
  }
  const choose = (name: ReadinessChoice | 'region', value: string) => {
    const next = { ...answers, [name]: value || undefined } as ReadinessAnswers
    // A region of the other country no longer applies once the country changes.
    update(readAnswers(answersQuery(next)))
  }
  const tick = (name: ReadinessSelection, value: string, checked: boolean) => {
    const current: string[] = answers[name] ?? []
    const chosen =
      value === 'none'
        ? checked
          ? []
          : undefined
        : readinessSelections[name].filter((option) =>
            option === value ? checked : current.includes(option),
          )
    update({ ...answers, [name]: chosen } as ReadinessAnswers)
  }
  const go = (to: number) => {
    setStep(to)
    setStepped(true)
  }
  const showResult = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    resultHeading.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth' })
    resultHeading.current?.focus({ preventScroll: true })
  }
  const last = readinessQuestions.length - 1

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] print:block">
      <form
        method="get"
        aria-label={t('form')}
        data-print-hide
        className="grid gap-5 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
        onSubmit={(event) => {
          event.preventDefault()
          showResult()
        }}
      >
        <noscript>
          {/* Without a script every question shows, and the form asks this page for the result.
              The selectors start from this element: a style in the body may style only what
              follows it (the Nu checker holds pages to that). */}
          <style>
            {
              'noscript~[data-step]{display:grid!important}noscript~[data-stepper]{display:none!important}'
            }
          </style>
        </noscript>
        <p className="text-sm text-ink-muted">{t('intro')}</p>
        <p className="text-sm font-semibold text-brand-700" data-stepper>
          {t('progress', { current: step + 1, total: readinessQuestions.length })}
        </p>
        {readinessQuestions.map((name, index) => (
          // Not the `hidden` attribute: the reset's `[hidden]` rule is important in a layer, which
          // the no-script style below could not override.
          <fieldset
            key={name}
            data-step
            className={cn('gap-3', index === step ? 'grid' : 'hidden')}
          >
            <legend className="contents">
              <h2
                ref={(element) => {
                  headings.current[index] = element
                }}
                tabIndex={-1}
                className="text-xl font-bold text-ink outline-none focus-visible:outline-3 focus-visible:outline-brand-500"
              >
                {text.questions[name].legend}
              </h2>
            </legend>
            <QuestionHint name={name} text={text} />
            <QuestionInput name={name} text={text} answers={answers} choose={choose} tick={tick} />
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3" data-stepper>
          <Button
            type="button"
            variant="secondary"
            disabled={step === 0}
            onClick={() => go(step - 1)}
          >
            {t('back')}
          </Button>
          {step < last ? (
            // Keys keep React from turning the clicked Next into the submit button mid-click.
            <Button key="next" type="button" onClick={() => go(step + 1)}>
              {t('next')}
            </Button>
          ) : (
            <Button key="submit" type="submit">
              {t('seeResult')}
            </Button>
          )}
        </div>
        <noscript>
          <button
            type="submit"
            className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white"
          >
            {t('seeResult')}
          </button>
        </noscript>
      </form>

      <ResultPanel {...props} result={result} answers={answers} headingRef={resultHeading} />
    </div>
  )
}

function QuestionHint({ name, text }: { name: Question; text: ReadinessText }) {
  const t = useTranslations('Readiness')
  const question = text.questions[name]
  const hint = 'hint' in question ? question.hint : undefined
  return (
    <>
      {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      {isSelection(name) ? <p className="text-sm text-ink-muted">{t('anyThatApply')}</p> : null}
    </>
  )
}

const optionClassName =
  'flex cursor-pointer items-start gap-3 rounded-control border border-line px-4 py-3 text-[0.9375rem] text-ink hover:border-brand-300 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-500'

function QuestionInput({
  name,
  text,
  answers,
  choose,
  tick,
}: {
  name: Question
  text: ReadinessText
  answers: ReadinessAnswers
  choose: (name: ReadinessChoice | 'region', value: string) => void
  tick: (name: ReadinessSelection, value: string, checked: boolean) => void
}) {
  const t = useTranslations('Readiness')
  if (name === 'region') {
    const names = text.questions.region.options
    const groups = [
      { country: 'ca', label: t('canada'), regions: canadianRegions },
      { country: 'us', label: t('unitedStates'), regions: americanRegions },
    ] as const
    return (
      <select
        name="region"
        aria-label={text.questions.region.legend}
        value={answers.region ?? ''}
        onChange={(event) => choose('region', event.target.value)}
        className={cn(controlClassName, 'appearance-auto')}
      >
        <option value="">{t('chooseRegion')}</option>
        {groups
          .filter(({ country }) => !answers.country || answers.country === country)
          .map(({ country, label, regions }) => (
            <optgroup key={country} label={label}>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {names[region]}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
    )
  }
  if (isSelection(name)) {
    const chosen: readonly string[] | undefined = answers[name]
    const options = text.questions[name].options as Record<string, string>
    return (
      <div className="grid gap-2">
        {readinessSelections[name].map((option) => (
          <label key={option} className={optionClassName}>
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={chosen?.includes(option) ?? false}
              onChange={(event) => tick(name, option, event.target.checked)}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            {options[option]}
          </label>
        ))}
        <label className={optionClassName}>
          <input
            type="checkbox"
            name={name}
            value="none"
            checked={chosen !== undefined && chosen.length === 0}
            onChange={(event) => tick(name, 'none', event.target.checked)}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          {t('noneOfThese')}
        </label>
      </div>
    )
  }
  const options = text.questions[name].options as Record<string, string>
  return (
    <div className="grid gap-2">
      {readinessChoices[name].map((option) => (
        <label key={option} className={optionClassName}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={answers[name] === option}
            onChange={() => choose(name, option)}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          {options[option]}
        </label>
      ))}
    </div>
  )
}

function ResultPanel({
  text,
  articles,
  products,
  reasons,
  supportEmail,
  result,
  answers,
  headingRef,
}: ReadinessCheckProps & {
  result: ReadinessResult
  answers: ReadinessAnswers
  headingRef: React.Ref<HTMLHeadingElement>
}) {
  const t = useTranslations('Readiness')
  const answered = hasAnswers(answers)
  const [announced, setAnnounced] = useState('')
  const names = result.products.map(({ product }) => products[product]).join(', ')
  const announcement = !answered
    ? ''
    : names
      ? t('announcement', { products: names })
      : t('announcementNone')
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(announcement), 700)
    return () => clearTimeout(timer)
  }, [announcement])
  const query = answersQuery(answers)

  return (
    <section
      aria-labelledby="readiness-result-title"
      data-readiness-result
      className="grid gap-6 rounded-card border border-line bg-white p-6 shadow-card sm:p-8 print:border-0 print:p-0 print:shadow-none"
    >
      <h2
        id="readiness-result-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-ink outline-none focus-visible:outline-3 focus-visible:outline-brand-500"
      >
        {t('resultTitle')}
      </h2>
      <p role="status" className="sr-only">
        {announced}
      </p>
      <p className="rounded-control border border-brand-200 bg-brand-50 p-4 text-sm text-ink">
        {text.disclaimer}
      </p>
      {!answered ? (
        <p className="text-ink-muted">{t('waiting')}</p>
      ) : (
        <>
          <section aria-labelledby="readiness-fit-title" className="grid gap-4">
            <h3 id="readiness-fit-title" className="text-xl font-bold text-ink">
              {t('fitTitle')}
            </h3>
            {result.products.length === 0 ? (
              <>
                <p className="text-ink-muted">{t('noneFit')}</p>
                <Checklist
                  documents={placeChecklist(answers, { text })}
                  place={result.place}
                  headingLevel="h4"
                />
              </>
            ) : (
              result.products.map((match) => (
                <ProductResult
                  key={match.product}
                  match={match}
                  name={products[match.product]}
                  reasons={reasons}
                  text={text}
                  articles={articles}
                  place={result.place}
                />
              ))
            )}
          </section>
          <section aria-labelledby="readiness-steps-title" className="grid gap-3">
            <h3 id="readiness-steps-title" className="text-xl font-bold text-ink">
              {t('stepsTitle')}
            </h3>
            <ol className="grid list-decimal gap-3 pl-6">
              {result.steps.map((step) => (
                <li key={step.id} className="text-ink">
                  <p className="font-semibold">{step.title}</p>
                  <p className="text-sm text-ink-muted">{step.detail}</p>
                  <ArticleLink article={articles[step.article]!}>
                    {t('readStep', { article: articles[step.article]!.title })}
                  </ArticleLink>
                </li>
              ))}
            </ol>
          </section>
          <div className="flex flex-wrap gap-3" data-print-hide>
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden /> {t('print')}
            </Button>
          </div>
          <div className="grid gap-6 border-t border-line pt-6" data-print-hide>
            <ReadinessEmailForm query={query} />
            <ReadinessContactForm query={query} supportEmail={supportEmail} />
          </div>
        </>
      )}
    </section>
  )
}

/** A link the visitor follows on purpose: a plain anchor, so nothing is fetched ahead of it. */
function ArticleLink({ article, children }: { article: ReadinessArticle; children: ReactNode }) {
  return (
    <a
      href={article.href}
      className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
    </a>
  )
}

function ProductResult({
  match,
  name,
  reasons,
  text,
  articles,
  place,
}: {
  match: ReadinessResult['products'][number]
  name: string
  reasons: Record<FinderReason, string>
  text: ReadinessText
  articles: Record<string, ReadinessArticle>
  place: ReadinessResult['place']
}) {
  const t = useTranslations('Readiness')
  const id = `readiness-${match.product}`
  return (
    <article
      aria-labelledby={id}
      className="grid gap-4 rounded-control border border-line p-4 sm:p-5 print:break-inside-avoid-page"
    >
      <h4 id={id} className="text-lg font-bold text-ink">
        {name}
      </h4>
      {match.reasons.length ? (
        <div>
          <h5 className="text-sm font-semibold text-ink">{t('whyItFits')}</h5>
          <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm text-ink-muted">
            {match.reasons.map((reason) => (
              <li key={reason}>{reasons[reason]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h5 className="text-sm font-semibold text-ink">{t('criteriaTitle')}</h5>
        <ul className="mt-2 grid gap-3">
          {match.criteria.map((criterion) => {
            const Icon = STATUS_ICONS[criterion.status]
            return (
              <li key={criterion.id} className="grid gap-1 sm:grid-cols-[1fr_auto] sm:gap-x-4">
                <div>
                  <p className="font-semibold text-ink">{criterion.title}</p>
                  <p className="text-sm text-ink-muted">{criterion.lookFor}</p>
                  <ArticleLink article={articles[criterion.source.article]!}>
                    {t('source', { article: articles[criterion.source.article]!.title })}
                  </ArticleLink>
                </div>
                <p
                  className={cn(
                    'inline-flex h-fit w-fit items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold',
                    STATUS_TONES[criterion.status],
                  )}
                >
                  <Icon aria-hidden className="size-4" />
                  <span className="sr-only">{t('standing')}: </span>
                  {text.statuses[criterion.status]}
                </p>
              </li>
            )
          })}
        </ul>
      </div>
      <Checklist documents={match.checklist} place={place} headingLevel="h5" />
      {match.notes.length ? (
        <div>
          <h5 className="text-sm font-semibold text-ink">{t('notesTitle')}</h5>
          <ul className="mt-2 grid gap-2">
            {match.notes.map((note) => (
              <li key={note.id} className="text-sm">
                <p className="font-semibold text-ink">{note.title}</p>
                <p className="text-ink-muted">{note.text}</p>
                <ArticleLink article={articles[note.source.article]!}>
                  {t('source', { article: articles[note.source.article]!.title })}
                </ArticleLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  )
}

/** The documents to prepare in the visitor's place, each ticked or not, in words too. */
function Checklist({
  documents,
  place,
  headingLevel: Heading,
}: {
  documents: ResultDocument[]
  place: ReadinessResult['place']
  headingLevel: 'h4' | 'h5'
}) {
  const t = useTranslations('Readiness')
  return (
    <div>
      <Heading className={cn('font-semibold text-ink', Heading === 'h4' ? 'text-base' : 'text-sm')}>
        {t(`checklistPlace.${place ?? 'unknown'}`)}
      </Heading>
      <ul className="mt-2 grid gap-2">
        {documents.map((document) => (
          <li key={document.id} className="flex gap-3 text-sm">
            {document.have ? (
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success-700" />
            ) : (
              <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
            )}
            <span>
              <span className="font-semibold text-ink">{document.label}</span>{' '}
              <span className="text-ink-muted">{document.detail}</span>{' '}
              <span className="font-semibold text-ink">
                ({document.have ? t('have') : t('toPrepare')})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
