'use client'

import { Download } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { Locale } from '@/i18n/locales'
import { listMessage } from '@/i18n/list-message'
import { formatMoney, formatPercent, formatRate } from '@/lib/formats'
import {
  FREQUENCIES,
  FundingInputError,
  PERIODS_PER_YEAR,
  parseAmount,
  parseDecimal,
  parseWhole,
  scheduleCsv,
  termLoan,
  type FundingLimit,
  type Frequency,
  type TermLoanResult,
} from '@/lib/funding-math'
import { installmentDisclosure, termLoanOffer, type OfferDisclosure } from '@/lib/offer-math'
import {
  CalculatorField,
  ChoiceField,
  ResultFigure,
  ResultsPanel,
  ResultsWaiting,
  CalculatorColumns,
  CalculatorForm,
  dollarSign,
  useLimitMessage,
} from './calculator-parts'
import { OfferDisclosureBox } from './offer-disclosure'
import { bindFields, useCalculatorInputs, type Choices } from './use-calculator-inputs'

type Inputs = { amount: string; rate: string; term: string; frequency: string; fee: string }

/** The worked example the page is prerendered with, written as each language writes figures. */
export const termLoanDefaults: Record<Locale, Inputs> = {
  en: { amount: '250,000', rate: '9.5', term: '60', frequency: 'monthly', fee: '2' },
  fr: { amount: '250 000', rate: '9,5', term: '60', frequency: 'monthly', fee: '2' },
}

/** The inputs chosen from a few: an address's other value for one is ignored (`openingInputs`). */
export const termLoanChoices = { frequency: FREQUENCIES } satisfies Choices<keyof Inputs>

type Words = ReturnType<typeof useTranslations<'TermLoan'>>

/**
 * Schedules up to this long are in the page while closed (the example's is, before any script);
 * longer ones are drawn when opened, so typing stays quick on a phone.
 */
const PRERENDERED_ROWS = 120

/** The figures for what was typed, or each field's problem, in the page's words. */
function calculate(
  values: Inputs,
  frequency: Frequency,
  locale: Locale,
  t: Words,
  limitMessage: (limit: FundingLimit) => string,
): { result?: TermLoanResult; disclosure?: OfferDisclosure; errors: Partial<Inputs> } {
  const amount = parseAmount(values.amount, locale)
  const rate = parseDecimal(values.rate)
  const term = parseWhole(values.term, locale)
  const fee = values.fee.trim() === '' ? 0 : parseDecimal(values.fee)
  const errors: Partial<Inputs> = {}
  if (amount === null) errors.amount = t('amountError')
  if (rate === null) errors.rate = t('rateError')
  if (term === null) errors.term = t('termError')
  if (fee === null) errors.fee = t('feeError')
  if (Object.keys(errors).length > 0) return { errors }
  try {
    const input = {
      amount: amount!,
      annualRate: rate!,
      termMonths: term!,
      frequency,
      feePercent: fee!,
    }
    return {
      result: termLoan(input),
      disclosure: installmentDisclosure(termLoanOffer(input)),
      errors,
    }
  } catch (error) {
    if (!(error instanceof FundingInputError)) throw error
    const field =
      { annualRate: 'rate', termMonths: 'term', feePercent: 'fee', withheldFee: 'fee' }[
        error.field
      ] ?? error.field
    return { errors: { [field]: limitMessage(error.limit) } }
  }
}

/** Principal and interest paid in each year of the loan. */
function yearlySplit(result: TermLoanResult, frequency: Frequency) {
  const perYear = PERIODS_PER_YEAR[frequency]
  const years: { year: number; principal: number; interest: number }[] = []
  result.schedule.forEach((row, index) => {
    const year = Math.floor(index / perYear)
    years[year] ??= { year: year + 1, principal: 0, interest: 0 }
    years[year].principal += row.principal
    years[year].interest += row.interest
  })
  return years
}

/** Principal against interest by year: HTML bars, so the labels keep their size on a phone. */
function PrincipalInterestChart({ years }: { years: ReturnType<typeof yearlySplit> }) {
  const t = useTranslations('TermLoan')
  const locale = useLocale()
  const largest = Math.max(...years.map((year) => year.principal + year.interest))
  const first = years[0]!
  const last = years.at(-1)!
  const share = (year: (typeof years)[number]) =>
    formatPercent(
      locale,
      Math.round((year.interest / (year.principal + year.interest)) * 100) / 100,
    )
  const labelEvery = Math.ceil(years.length / 10)
  return (
    <figure className="grid gap-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span className="font-semibold text-ink">{t('chartTitle')}</span>
        <span className="flex gap-4 text-sm text-ink-muted" aria-hidden>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-brand-600" /> {t('principal')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-accent-400" /> {t('interest')}
          </span>
        </span>
      </figcaption>
      <div
        role="img"
        aria-label={t('chartLabel', {
          first: share(first),
          last: last.year,
          lastShare: share(last),
        })}
        className="flex h-48 items-end gap-1 border-b border-line sm:gap-2"
      >
        {years.map((year) => (
          <div key={year.year} className="flex h-full flex-1 flex-col justify-end">
            <div
              className="rounded-t-sm bg-accent-400"
              style={{ height: `${(year.interest / largest) * 100}%` }}
            />
            <div
              className="bg-brand-600"
              style={{ height: `${(year.principal / largest) * 100}%` }}
            />
          </div>
        ))}
      </div>
      <div className="flex gap-1 text-xs text-ink-muted sm:gap-2" aria-hidden>
        {years.map((year, index) => (
          <span key={year.year} className="flex-1 text-center">
            {index % labelEvery === 0 ? t('year', { year: year.year }) : ''}
          </span>
        ))}
      </div>
    </figure>
  )
}

/**
 * The schedule as a spreadsheet, its header row in the page's words. A French header has
 * accents, so its file starts with a byte-order mark: without one, Excel on Windows reads UTF-8
 * as another encoding and garbles them.
 */
function downloadSchedule(result: TermLoanResult, locale: Locale, t: Words) {
  const csv = scheduleCsv(result.schedule, listMessage(t('columns')))
  const blob = new Blob([locale === 'en' ? csv : `\uFEFF${csv}`], {
    type: 'text/csv;charset=utf-8',
  })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = t('fileName')
  link.click()
  URL.revokeObjectURL(link.href)
}

export function TermLoanCalculator() {
  const t = useTranslations('TermLoan')
  const estimate = useTranslations('Calculator')
  const locale = useLocale()
  const { form, values, set } = useCalculatorInputs(termLoanDefaults[locale], termLoanChoices)
  const [scheduleOpen, setScheduleOpen] = useState(false)
  const frequency = FREQUENCIES.find((option) => option === values.frequency) ?? FREQUENCIES[0]
  const { result, disclosure, errors } = calculate(values, frequency, locale, t, useLimitMessage())
  const field = bindFields(values, set, errors)
  const payment = t(`payment.${frequency}`)
  const money = (value: number, options?: { whole?: boolean }) =>
    formatMoney(locale, value, options)

  return (
    <div className="grid gap-8">
      <CalculatorColumns>
        <CalculatorForm ref={form} label={t('form')}>
          <CalculatorField
            id="loan-amount"
            {...field('amount')}
            label={t('amount')}
            hint={t('amountHint')}
            {...dollarSign(locale)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <CalculatorField id="loan-rate" {...field('rate')} label={t('rate')} suffix="%" />
            <CalculatorField
              id="loan-term"
              {...field('term')}
              label={t('term')}
              suffix={t('months')}
              inputMode="numeric"
            />
          </div>
          <ChoiceField
            name="frequency"
            legend={t('payments')}
            options={FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
            value={frequency}
            onChange={set('frequency')}
          />
          <CalculatorField
            id="loan-fee"
            {...field('fee')}
            label={t('fee')}
            hint={t('feeHint')}
            suffix="%"
          />
        </CalculatorForm>

        <ResultsPanel
          title={estimate('estimate')}
          announcement={
            result
              ? t('announcement', {
                  payment,
                  amount: money(result.payment),
                  interest: money(result.totalInterest),
                  apr: formatRate(locale, result.apr),
                })
              : estimate('checkField')
          }
        >
          {result && disclosure ? (
            <>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
                <ResultFigure
                  emphasis
                  label={payment}
                  value={money(result.payment)}
                  detail={t('paymentCount', { count: result.payments })}
                />
                <ResultFigure
                  label={t('totalInterest')}
                  value={money(result.totalInterest, { whole: true })}
                />
                <ResultFigure
                  label={t('apr')}
                  value={formatRate(locale, result.apr)}
                  detail={t('rateDetail', {
                    rate: formatRate(locale, Number(parseDecimal(values.rate))),
                  })}
                />
                <ResultFigure
                  label={t('totalCost')}
                  value={money(result.totalCost, { whole: true })}
                  detail={t('totalCostDetail', { fee: money(result.fee, { whole: true }) })}
                />
                <ResultFigure
                  label={t('totalPaid')}
                  value={money(result.totalPaid, { whole: true })}
                  detail={t('totalPaidDetail')}
                />
              </dl>
              <OfferDisclosureBox id="term-loan-disclosure" disclosure={disclosure} />
            </>
          ) : (
            <ResultsWaiting>{estimate('checkField')}</ResultsWaiting>
          )}
        </ResultsPanel>
      </CalculatorColumns>

      {result ? (
        <section
          aria-labelledby="schedule-title"
          className="grid gap-6 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="schedule-title" className="text-xl font-bold text-ink">
              {t('schedule')}
            </h2>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => downloadSchedule(result, locale, t)}
            >
              <Download aria-hidden /> {t('download')}
            </Button>
          </div>
          <PrincipalInterestChart years={yearlySplit(result, frequency)} />
          <details
            className="rounded-control border border-line"
            onToggle={(event) => setScheduleOpen(event.currentTarget.open)}
          >
            <summary className="cursor-pointer px-4 py-3 font-semibold text-ink">
              {t('everyPayment', { count: result.payments })}
            </summary>
            <div
              className="max-h-[28rem] overflow-auto border-t border-line"
              tabIndex={0}
              role="region"
              aria-label={t('everyPaymentLabel')}
            >
              <table className="w-full text-sm tabular-nums">
                <thead className="sticky top-0 bg-surface text-ink-muted">
                  <tr>
                    {listMessage(t('columns')).map((heading, index) => (
                      <th
                        key={heading}
                        scope="col"
                        className={index === 0 ? 'px-4 py-2 text-left' : 'px-4 py-2 text-right'}
                      >
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {(scheduleOpen || result.payments <= PRERENDERED_ROWS ? result.schedule : []).map(
                    (row) => (
                      <tr key={row.number} className="border-t border-line">
                        <th scope="row" className="px-4 py-2 text-left font-medium text-ink">
                          {row.number}
                        </th>
                        <td className="px-4 py-2 text-right">{money(row.payment)}</td>
                        <td className="px-4 py-2 text-right">{money(row.interest)}</td>
                        <td className="px-4 py-2 text-right">{money(row.principal)}</td>
                        <td className="px-4 py-2 text-right">{money(row.balance)}</td>
                      </tr>
                    ),
                  )}
                </tbody>
              </table>
            </div>
          </details>
        </section>
      ) : null}
    </div>
  )
}
