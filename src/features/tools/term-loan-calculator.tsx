'use client'

import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  FundingInputError,
  PERIODS_PER_YEAR,
  parseAmount,
  scheduleCsv,
  termLoan,
  type Frequency,
  type TermLoanResult,
} from '@/lib/funding-math'
import {
  CalculatorField,
  ChoiceField,
  ResultFigure,
  ResultsPanel,
  ResultsWaiting,
  formatMoney,
  formatPercent,
  CalculatorColumns,
  CalculatorForm,
} from './calculator-parts'
import { bindFields, parseDecimal, parseWhole, useCalculatorInputs } from './use-calculator-inputs'

/** The worked example the page is prerendered with. */
export const termLoanDefaults = {
  amount: '250,000',
  rate: '9.5',
  term: '60',
  frequency: 'monthly',
  fee: '2',
}

const frequencies: { value: Frequency; label: string; payment: string }[] = [
  { value: 'monthly', label: 'Monthly', payment: 'Monthly payment' },
  { value: 'biweekly', label: 'Bi-weekly', payment: 'Bi-weekly payment' },
  { value: 'weekly', label: 'Weekly', payment: 'Weekly payment' },
]

type Inputs = typeof termLoanDefaults

/**
 * Schedules up to this long are in the page while closed (the example's is, before any script);
 * longer ones are drawn when opened, so typing stays quick on a phone.
 */
const PRERENDERED_ROWS = 120

/** The figures for what was typed, or each field's problem. */
function calculate(values: Inputs): { result?: TermLoanResult; errors: Partial<Inputs> } {
  const amount = parseAmount(values.amount)
  const rate = parseDecimal(values.rate)
  const term = parseWhole(values.term)
  const fee = values.fee.trim() === '' ? 0 : parseDecimal(values.fee)
  const errors: Partial<Inputs> = {}
  if (amount === null) errors.amount = 'Enter an amount, like 250,000 or $250k.'
  if (rate === null) errors.rate = 'Enter the annual rate, like 9.5.'
  if (term === null) errors.term = 'Enter the term in whole months, like 60.'
  if (fee === null) errors.fee = 'Enter the fee as a percentage, like 2, or leave it empty.'
  if (Object.keys(errors).length > 0) return { errors }
  try {
    const result = termLoan({
      amount: amount!,
      annualRate: rate!,
      termMonths: term!,
      frequency: values.frequency as Frequency,
      feePercent: fee!,
    })
    return { result, errors }
  } catch (error) {
    if (!(error instanceof FundingInputError)) throw error
    const field =
      { annualRate: 'rate', termMonths: 'term', feePercent: 'fee' }[error.field] ?? error.field
    return { errors: { [field]: error.message } }
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
  const largest = Math.max(...years.map((year) => year.principal + year.interest))
  const first = years[0]!
  const last = years.at(-1)!
  const share = (year: (typeof years)[number]) =>
    Math.round((year.interest / (year.principal + year.interest)) * 100)
  const labelEvery = Math.ceil(years.length / 10)
  return (
    <figure className="grid gap-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span className="font-semibold text-ink">Principal and interest, year by year</span>
        <span className="flex gap-4 text-sm text-ink-muted" aria-hidden>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-brand-600" /> Principal
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-accent-400" /> Interest
          </span>
        </span>
      </figcaption>
      <div
        role="img"
        aria-label={`In year 1, ${share(first)}% of what you pay is interest; in year ${last.year}, ${share(last)}%. The schedule below lists every payment.`}
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
            {index % labelEvery === 0 ? `Y${year.year}` : ''}
          </span>
        ))}
      </div>
    </figure>
  )
}

function downloadSchedule(result: TermLoanResult) {
  const blob = new Blob([scheduleCsv(result.schedule)], { type: 'text/csv;charset=utf-8' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = 'amortization-schedule.csv'
  link.click()
  URL.revokeObjectURL(link.href)
}

export function TermLoanCalculator() {
  const { form, values, set } = useCalculatorInputs(termLoanDefaults)
  const [scheduleOpen, setScheduleOpen] = useState(false)
  const { result, errors } = calculate(values)
  const field = bindFields(values, set, errors)
  const frequency =
    frequencies.find((option) => option.value === values.frequency) ?? frequencies[0]!

  return (
    <div className="grid gap-8">
      <CalculatorColumns>
        <CalculatorForm ref={form} label="Your loan">
          <CalculatorField
            id="loan-amount"
            {...field('amount')}
            label="Loan amount"
            hint="For example 250,000 or $250k"
            prefix="$"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <CalculatorField
              id="loan-rate"
              {...field('rate')}
              label="Annual interest rate"
              suffix="%"
            />
            <CalculatorField
              id="loan-term"
              {...field('term')}
              label="Term"
              suffix="months"
              inputMode="numeric"
            />
          </div>
          <ChoiceField
            name="frequency"
            legend="Payments"
            options={frequencies}
            value={values.frequency}
            onChange={set('frequency')}
          />
          <CalculatorField
            id="loan-fee"
            {...field('fee')}
            label="Origination fee (optional)"
            hint="A percentage of the loan, taken from what you receive"
            suffix="%"
          />
        </CalculatorForm>

        <ResultsPanel
          title="Your estimate"
          announcement={
            result
              ? `${frequency.payment} ${formatMoney(result.payment)}; total interest ${formatMoney(result.totalInterest)}; APR with fees ${formatPercent(result.apr)}.`
              : 'Check the highlighted field to see an estimate.'
          }
        >
          {result ? (
            <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
              <ResultFigure
                emphasis
                label={frequency.payment}
                value={formatMoney(result.payment)}
                detail={`${result.payments} payments`}
              />
              <ResultFigure
                label="Total interest"
                value={formatMoney(result.totalInterest, { whole: true })}
              />
              <ResultFigure
                label="APR with fees"
                value={formatPercent(result.apr)}
                detail={`Rate ${formatPercent(Number(parseDecimal(values.rate)))}`}
              />
              <ResultFigure
                label="Total cost of borrowing"
                value={formatMoney(result.totalCost, { whole: true })}
                detail={`Interest plus a ${formatMoney(result.fee, { whole: true })} fee`}
              />
              <ResultFigure
                label="Total paid"
                value={formatMoney(result.totalPaid, { whole: true })}
                detail="Payments plus the fee"
              />
            </dl>
          ) : (
            <ResultsWaiting>Check the highlighted field to see an estimate.</ResultsWaiting>
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
              Amortization schedule
            </h2>
            <Button variant="secondary" size="sm" onClick={() => downloadSchedule(result)}>
              <Download aria-hidden /> Download CSV
            </Button>
          </div>
          <PrincipalInterestChart years={yearlySplit(result, values.frequency as Frequency)} />
          <details
            className="rounded-control border border-line"
            onToggle={(event) => setScheduleOpen(event.currentTarget.open)}
          >
            <summary className="cursor-pointer px-4 py-3 font-semibold text-ink">
              Every payment ({result.payments})
            </summary>
            <div
              className="max-h-[28rem] overflow-auto border-t border-line"
              tabIndex={0}
              role="region"
              aria-label="Every payment"
            >
              <table className="w-full text-sm tabular-nums">
                <thead className="sticky top-0 bg-surface text-ink-muted">
                  <tr>
                    {['Payment', 'Amount', 'Interest', 'Principal', 'Balance'].map(
                      (heading, index) => (
                        <th
                          key={heading}
                          scope="col"
                          className={index === 0 ? 'px-4 py-2 text-left' : 'px-4 py-2 text-right'}
                        >
                          {heading}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {(scheduleOpen || result.payments <= PRERENDERED_ROWS ? result.schedule : []).map(
                    (row) => (
                      <tr key={row.number} className="border-t border-line">
                        <th scope="row" className="px-4 py-2 text-left font-medium text-ink">
                          {row.number}
                        </th>
                        <td className="px-4 py-2 text-right">{formatMoney(row.payment)}</td>
                        <td className="px-4 py-2 text-right">{formatMoney(row.interest)}</td>
                        <td className="px-4 py-2 text-right">{formatMoney(row.principal)}</td>
                        <td className="px-4 py-2 text-right">{formatMoney(row.balance)}</td>
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
