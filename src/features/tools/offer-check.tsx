'use client'

import { Plus, X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import type { Locale } from '@/i18n/locales'
import { cn } from '@/lib/cn'
import { formatFixed, formatMoney, formatRate } from '@/lib/formats'
import {
  OFFER_KINDS,
  type OfferDisclosure,
  type OfferErrors,
  type OfferField,
  type OfferText,
} from '@/lib/offer-math'
import { CalculatorField, ChoiceField, dollarSign } from './calculator-parts'
import {
  MAX_OFFERS,
  TICKED,
  blankOffer,
  offerFieldName,
  offersFromSearch,
  searchOfOffers,
} from './offer-address'
import {
  UNIT_ROWS,
  checkedOffers,
  comparisonMarks,
  offerResults,
  type OfferMarks,
  type OfferResult,
  type UnitRow,
} from './offer-comparison'
import { OfferDisclosureBox, RowMark } from './offer-disclosure'
import { SendOffersForm } from './send-offers-form'

/**
 * The offer check (issue 38): up to three offers typed as they were given, each stated the
 * standard way, side by side, the lowest cost on each comparable row marked. The offers live in
 * the address (`offer-address.ts`) and nowhere else: the tool sends nothing. Its fields are one
 * GET form, so without JavaScript the same address is written by sending the form.
 */

type Words = ReturnType<typeof useTranslations<'OfferCheck'>>

/** A link inside a result: underlined, as text links are. */
const LINK_CLASS = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800'

/**
 * The grid of offers' fields, and of their results: a column an offer. One offer's fields and
 * result stand side by side instead, as a calculator's do.
 */
const COLUMNS = ['lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3'] as const

/** The address of each article a flag or a question links to, in the page's language. */
export type OfferCheckLinks = Record<
  | 'aprAbove35'
  | 'dailyDebits'
  | 'largeWithheldFee'
  | 'termShorterThanUse'
  | 'stacking'
  | 'personalGuarantee'
  | 'confessionOfJudgment',
  string
>

/**
 * The offers a page opens with, once hydrated: the address's, if it holds any; otherwise what was
 * typed into the form before the script arrived; otherwise the page's own.
 */
function openingOffers(
  form: HTMLFormElement | null,
  initial: OfferText[],
): { offers: OfferText[]; fromAddress: boolean } {
  const fromAddress = offersFromSearch(window.location.search)
  if (fromAddress.length > 0) return { offers: fromAddress, fromAddress: true }
  if (!form) return { offers: initial, fromAddress: false }
  const typed = offersFromSearch(
    new URLSearchParams(
      [...new FormData(form)].map(([name, value]) => [name, String(value)] as [string, string]),
    ),
  )
  return { offers: typed.length > 0 ? typed : initial, fromAddress: false }
}

export function OfferCheck({
  initialOffers,
  example,
  pagePath,
  links,
}: {
  initialOffers: OfferText[]
  /** Whether `initialOffers` is the page's worked example, which the page then says. */
  example: boolean
  /** The page's own address, where the form is sent without JavaScript. */
  pagePath: string
  links: OfferCheckLinks
}) {
  const t = useTranslations('OfferCheck')
  const locale = useLocale()
  const form = useRef<HTMLFormElement>(null)
  const [state, setState] = useState({ offers: initialOffers, edited: false, example })
  const { offers, edited } = state

  useEffect(() => {
    // The address and the typed text are outside React, readable only once the page hydrates.
    const opening = openingOffers(form.current, initialOffers)
    setState((current) => ({
      ...current,
      offers: opening.offers,
      example: current.example && !opening.fromAddress,
    }))
    // Read once, when the page hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The address follows the offers once the visitor changes one; nothing else is told.
  useEffect(() => {
    if (!edited) return
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}?${searchOfOffers(offers)}`,
    )
  }, [edited, offers])

  const update = (change: (offers: OfferText[]) => OfferText[]) =>
    setState((current) => ({ ...current, offers: change(current.offers), edited: true }))
  const setField = (index: number) => (field: keyof OfferText) => (value: string | boolean) =>
    update((all) => all.map((offer, at) => (at === index ? { ...offer, [field]: value } : offer)))

  const results = offerResults(offers, locale)
  const marks = comparisonMarks(results)

  return (
    <div
      className={cn('grid gap-10', offers.length === 1 && 'lg:grid-cols-2 lg:items-start lg:gap-8')}
    >
      <form
        ref={form}
        method="get"
        action={pagePath}
        aria-label={t('form')}
        onSubmit={(event: FormEvent) => event.preventDefault()}
        className="grid gap-6"
      >
        {state.example ? <p className="max-w-3xl text-ink-muted">{t('example')}</p> : null}
        <div className={cn('grid grid-cols-1 items-start gap-6', COLUMNS[offers.length - 1])}>
          {offers.map((offer, index) => (
            <OfferFields
              // An offer's place is its identity: removing one renumbers those after it.
              key={index}
              index={index}
              offer={offer}
              errors={results[index]!.errors ?? {}}
              set={setField(index)}
              remove={
                offers.length > 1
                  ? () => update((all) => all.filter((_, at) => at !== index))
                  : undefined
              }
              t={t}
              locale={locale}
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          {offers.length < MAX_OFFERS ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => update((all) => [...all, blankOffer('termLoan')])}
            >
              <Plus aria-hidden /> {t('add')}
            </Button>
          ) : (
            <p className="text-sm text-ink-muted">{t('atMost', { count: MAX_OFFERS })}</p>
          )}
          {/* Without JavaScript, this sends the form: the page opens again with the offers. */}
          <noscript>
            <Button type="submit">{t('check')}</Button>
          </noscript>
        </div>
      </form>

      <section aria-labelledby="offer-results-title" className="grid gap-6">
        <h2 id="offer-results-title" className="text-2xl font-bold text-ink">
          {t('results')}
        </h2>
        <p className="max-w-3xl text-sm text-ink-muted">{t('careful')}</p>
        <div
          className={cn('grid grid-cols-1 gap-x-6 gap-y-8 lg:gap-y-0', COLUMNS[results.length - 1])}
        >
          {results.map((result, index) => (
            <OfferResultColumn
              key={index}
              index={index}
              result={result}
              marks={marks[index]!}
              links={links}
              t={t}
              locale={locale}
            />
          ))}
        </div>
        {/* The one way these offers reach the team: the visitor sends them (decision 0034). */}
        <SendOffersForm offers={checkedOffers(results)} />
      </section>
    </div>
  )
}

/** One offer's fields, under its number: the kind, then the terms that kind is stated in. */
function OfferFields({
  index,
  offer,
  errors,
  set,
  remove,
  t,
  locale,
}: {
  index: number
  offer: OfferText
  errors: OfferErrors
  set: (field: keyof OfferText) => (value: string | boolean) => void
  remove?: () => void
  t: Words
  locale: Locale
}) {
  const number = index + 1
  const limit = useTranslations('Calculator')
  const id = (field: string) => `offer-${number}-${field}`
  const text = (field: OfferField & keyof OfferText, label: string, more: FieldExtras = {}) => (
    <CalculatorField
      id={id(field)}
      name={offerFieldName(index, field)}
      label={label}
      value={(offer[field] as string | undefined) ?? ''}
      onChange={set(field)}
      error={errors[field] ? limit(`limits.${errors[field]}`) : undefined}
      {...more}
    />
  )
  const choice = <Value extends string>(
    field: keyof OfferText,
    legend: string,
    options: readonly Value[],
    label: (option: Value) => string,
    current: Value,
  ) => (
    <ChoiceField
      name={offerFieldName(index, field)}
      legend={legend}
      options={options.map((value) => ({ value, label: label(value) }))}
      value={current}
      onChange={(value) => set(field)(value)}
    />
  )
  const money = dollarSign(locale)
  const fee = (field: 'withheldFee' | 'addedFee') => {
    const unitField = `${field}Unit` as const
    const unit = offer[unitField] ?? 'percent'
    return (
      <div className="grid gap-2">
        {text(field, t(`${field}.label`), {
          hint: t(`${field}.hint`),
          ...(unit === 'percent' ? { suffix: '%' } : money),
        })}
        {choice(
          unitField,
          t(`${field}.unit`),
          ['percent', 'dollars'] as const,
          (option) => t(`feeUnit.${option}`),
          unit,
        )}
      </div>
    )
  }

  // Advances are routinely renewed before they are repaid, so a sales-based offer asks it up front;
  // any other offer asks it with the rarer terms.
  const renewal = (
    <label className="flex items-start gap-3 text-[0.9375rem] text-ink">
      <input
        type="checkbox"
        name={offerFieldName(index, 'renewsExisting')}
        value={TICKED}
        checked={offer.renewsExisting === true}
        onChange={(event) => set('renewsExisting')(event.target.checked)}
        className="mt-1 size-4 accent-brand-600"
      />
      {t('renewsExisting')}
    </label>
  )

  return (
    <fieldset className="grid gap-5 rounded-card border border-line bg-white p-6 shadow-card">
      <legend className="sr-only">{t('offer', { number })}</legend>
      <div className="flex items-center justify-between gap-3">
        <p aria-hidden className="text-lg font-bold text-ink">
          {t('offer', { number })}
        </p>
        {remove ? (
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            <X aria-hidden /> {t('remove', { number })}
          </Button>
        ) : null}
      </div>
      {choice('kind', t('kind.legend'), OFFER_KINDS, (kind) => t(`kind.${kind}`), offer.kind)}
      {text('amount', t(`amount.${offer.kind}`), money)}
      {offer.kind === 'factoring' ? (
        <>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {text('advanceRate', t('advanceRate'), { suffix: '%' })}
            {text('discount', t('discount'), { suffix: '%', hint: t('discountHint') })}
          </div>
          {text('days', t('factoringDays'), { suffix: t('daysUnit'), inputMode: 'numeric' })}
        </>
      ) : offer.kind === 'salesBased' ? (
        <SalesBasedTerms offer={offer} text={text} choice={choice} t={t} locale={locale} />
      ) : (
        <InstallmentTerms offer={offer} text={text} choice={choice} t={t} locale={locale} />
      )}
      {fee('withheldFee')}
      {offer.kind === 'salesBased' ? renewal : null}
      <details className="group grid gap-5">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          {t(offer.kind === 'salesBased' ? 'moreSalesBased' : 'more')}
        </summary>
        <div className="mt-4 grid gap-5">
          {fee('addedFee')}
          {text('useMonths', t('useMonths.label'), {
            hint: t('useMonths.hint'),
            suffix: t('monthsUnit'),
            inputMode: 'numeric',
          })}
          {offer.kind === 'salesBased' ? null : renewal}
        </div>
      </details>
    </fieldset>
  )
}

type FieldExtras = {
  hint?: string
  prefix?: string
  suffix?: string
  inputMode?: 'decimal' | 'numeric'
}

type TextField = (
  field: OfferField & keyof OfferText,
  label: string,
  more?: FieldExtras,
) => ReactNode

type Choice = <Value extends string>(
  field: keyof OfferText,
  legend: string,
  options: readonly Value[],
  label: (option: Value) => string,
  current: Value,
) => ReactNode

/** A loan's or a draw's price and schedule. */
function InstallmentTerms({
  offer,
  text,
  choice,
  t,
  locale,
}: {
  offer: OfferText
  text: TextField
  choice: Choice
  t: Words
  locale: Locale
}) {
  const priceBy = offer.priceBy ?? 'rate'
  const frequency = offer.frequency ?? 'monthly'
  const termUnit = offer.termUnit ?? 'months'
  const money = dollarSign(locale)
  return (
    <>
      {choice(
        'priceBy',
        t('priceBy.legend'),
        ['rate', 'factor', 'total', 'payment'] as const,
        (option) => t(`priceBy.${option}`),
        priceBy,
      )}
      {priceBy === 'rate'
        ? text('rate', t('rate'), { suffix: '%' })
        : priceBy === 'factor'
          ? text('factor', t('factor'), { hint: t('factorHint') })
          : text(priceBy, t(priceBy === 'total' ? 'total' : 'payment'), money)}
      {choice(
        'frequency',
        t('frequency.legend'),
        ['monthly', 'biweekly', 'weekly', 'daily', 'once'] as const,
        (option) => t(`frequency.${option}`),
        frequency,
      )}
      {frequency === 'once' ? (
        text('days', t('onceDays'), { suffix: t('daysUnit'), inputMode: 'numeric' })
      ) : (
        <div className="grid gap-2">
          {text('term', t('term'), { inputMode: 'numeric' })}
          {choice(
            'termUnit',
            t('termUnit.legend'),
            ['months', 'payments'] as const,
            (option) => t(`termUnit.${option}`),
            termUnit,
          )}
        </div>
      )}
    </>
  )
}

/** A sales-based offer's price and its debits or holdback. */
function SalesBasedTerms({
  offer,
  text,
  choice,
  t,
  locale,
}: {
  offer: OfferText
  text: TextField
  choice: Choice
  t: Words
  locale: Locale
}) {
  const priceBy = offer.priceBy === 'total' ? 'total' : 'factor'
  const repayment = offer.repayment ?? 'daily'
  const money = dollarSign(locale)
  return (
    <>
      {choice(
        'priceBy',
        t('priceBy.legend'),
        ['factor', 'total'] as const,
        (option) => t(`priceBy.${option}`),
        priceBy,
      )}
      {priceBy === 'factor'
        ? text('factor', t('factor'), { hint: t('factorHint') })
        : text('total', t('total'), money)}
      {choice(
        'repayment',
        t('repayment.legend'),
        ['daily', 'weekly', 'holdback'] as const,
        (option) => t(`repayment.${option}`),
        repayment,
      )}
      {repayment === 'holdback' ? (
        <>
          {text('holdback', t('holdback'), { suffix: '%' })}
          {text('sales', t('sales.label'), money)}
        </>
      ) : (
        <>
          {text('payment', t(`debit.${repayment}`), money)}
          {text('sales', t('sales.optional'), { ...money, hint: t('sales.hint') })}
        </>
      )}
    </>
  )
}

/** One offer's result: its box, the same cost in other units, and what to look out for. */
function OfferResultColumn({
  index,
  result,
  marks,
  links,
  t,
  locale,
}: {
  index: number
  result: OfferResult
  marks: OfferMarks
  links: OfferCheckLinks
  t: Words
  locale: Locale
}) {
  const number = index + 1
  const title = t('offerTitle', { number, kind: t(`kindName.${result.kind}`) })
  const { disclosure } = result
  if (!disclosure)
    return (
      <section
        aria-labelledby={`offer-${number}-result`}
        className="rounded-control border border-line bg-surface p-5 lg:row-span-15"
      >
        <h3 id={`offer-${number}-result`} className="text-base font-bold text-ink">
          {title}
        </h3>
        <p className="mt-2 text-ink-muted">{t('checkField', { number })}</p>
      </section>
    )
  const lowest = t('lowest')
  return (
    <div className="grid lg:row-span-15 lg:grid-rows-subgrid">
      <OfferDisclosureBox
        id={`offer-${number}-result`}
        title={title}
        disclosure={disclosure}
        marks={Object.fromEntries(marks.disclosure.map((row) => [row, lowest]))}
        aligned
      />
      <OtherUnits
        number={number}
        disclosure={disclosure}
        lowest={marks.units}
        t={t}
        locale={locale}
      />
      <OfferFlags number={number} disclosure={disclosure} links={links} t={t} />
    </div>
  )
}

function OtherUnits({
  number,
  disclosure,
  lowest,
  t,
  locale,
}: {
  number: number
  disclosure: OfferDisclosure
  lowest: readonly UnitRow[]
  t: Words
  locale: Locale
}) {
  const values: Record<UnitRow, string> = {
    centsPerDollar: t('units.cents', { cents: formatFixed(locale, disclosure.centsPerDollar, 2) }),
    monthlyRate: formatRate(locale, disclosure.monthlyRate),
    monthlyFinanceCharge: formatMoney(locale, disclosure.monthlyFinanceCharge),
    revenueShare:
      disclosure.revenueShare === null
        ? t(disclosure.kind === 'salesBased' ? 'units.noSales' : 'units.notSalesBased')
        : formatRate(locale, disclosure.revenueShare),
  }
  return (
    <section
      aria-labelledby={`offer-${number}-units`}
      className="mt-4 rounded-control border border-line bg-white p-5 text-ink shadow-sm lg:row-span-5 lg:grid lg:grid-rows-subgrid"
    >
      <h4 id={`offer-${number}-units`} className="text-base font-bold text-ink">
        {t('units.title')}
      </h4>
      <dl className="mt-3 divide-y divide-line text-sm lg:row-span-4 lg:grid lg:grid-rows-subgrid">
        {UNIT_ROWS.map((row) => (
          <div key={row} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
            <dt className="font-medium text-ink-muted">{t(`units.${row}`)}</dt>
            <dd className="ml-auto text-right font-semibold tabular-nums">
              {lowest.includes(row) ? <RowMark>{t('lowest')}</RowMark> : null}
              {values[row]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** What to look out for in this offer: each flag that applies, a sentence and an article. */
function OfferFlags({
  number,
  disclosure,
  links,
  t,
}: {
  number: number
  disclosure: OfferDisclosure
  links: OfferCheckLinks
  t: Words
}) {
  return (
    <section aria-labelledby={`offer-${number}-flags`} className="mt-4 grid content-start gap-3">
      <h4 id={`offer-${number}-flags`} className="text-base font-bold text-ink">
        {t('flags.title')}
      </h4>
      <ul className="grid gap-3 text-sm">
        {disclosure.flags.map((flag) => (
          <li
            key={flag}
            data-flag={flag}
            className="rounded-control border-l-4 border-brand-500 bg-surface p-3"
          >
            <p className="font-semibold text-ink">{t(`flags.${flag}.title`)}</p>
            <p className="mt-1 text-ink-muted">{t(`flags.${flag}.text`)}</p>
            {flag === 'aprAbove35' ? (
              <p className="mt-1 text-ink-muted">
                {t('flags.aprAbove35.canada')}{' '}
                <ExternalLink className={LINK_CLASS} href={t('rules.criminalCode.href')}>
                  {t('rules.criminalCode.name')}
                </ExternalLink>
                {` (${t('rules.checked')})`}
              </p>
            ) : null}
            <a className={`mt-1 inline-block ${LINK_CLASS}`} href={links[flag]}>
              {t(`flags.${flag}.link`)}
            </a>
          </li>
        ))}
        <li className="p-3 text-ink-muted">
          {t('flags.ask')}{' '}
          <a className={LINK_CLASS} href={links.personalGuarantee}>
            {t('flags.personalGuarantee')}
          </a>
          {' · '}
          <a className={LINK_CLASS} href={links.confessionOfJudgment}>
            {t('flags.confessionOfJudgment')}
          </a>
        </li>
      </ul>
    </section>
  )
}
