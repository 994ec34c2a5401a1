'use client'

import {
  FundingInputError,
  creditLine,
  parseAmount,
  type CreditLineResult,
} from '@/lib/funding-math'
import {
  CalculatorField,
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
export const creditLineDefaults = { drawn: '100,000', rate: '12', days: '90', fee: '' }

type Inputs = typeof creditLineDefaults

const fieldOf: Record<string, keyof Inputs> = {
  drawn: 'drawn',
  annualRate: 'rate',
  days: 'days',
  drawFeePercent: 'fee',
}

function calculate(values: Inputs): { result?: CreditLineResult; errors: Partial<Inputs> } {
  const drawn = parseAmount(values.drawn)
  const rate = parseDecimal(values.rate)
  const days = parseWhole(values.days)
  const fee = values.fee.trim() === '' ? 0 : parseDecimal(values.fee)
  const errors: Partial<Inputs> = {}
  if (drawn === null) errors.drawn = 'Enter an amount, like 100,000 or $100k.'
  if (rate === null) errors.rate = 'Enter the annual rate, like 12.'
  if (days === null) errors.days = 'Enter the number of days, like 90.'
  if (fee === null) errors.fee = 'Enter the fee as a percentage, like 1, or leave it empty.'
  if (Object.keys(errors).length > 0) return { errors }
  try {
    const result = creditLine({
      drawn: drawn!,
      annualRate: rate!,
      days: days!,
      drawFeePercent: fee!,
    })
    return { result, errors }
  } catch (error) {
    if (!(error instanceof FundingInputError)) throw error
    return { errors: { [fieldOf[error.field] ?? 'drawn']: error.message } }
  }
}

export function CreditLineCalculator() {
  const { form, values, set } = useCalculatorInputs(creditLineDefaults)
  const { result, errors } = calculate(values)
  const field = bindFields(values, set, errors)
  const days = parseWhole(values.days)

  return (
    <CalculatorColumns>
      <CalculatorForm ref={form} label="Your draw">
        <CalculatorField
          id="line-drawn"
          {...field('drawn')}
          label="Amount drawn"
          hint="The balance you use, not your limit"
          prefix="$"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <CalculatorField
            id="line-rate"
            {...field('rate')}
            label="Annual interest rate"
            suffix="%"
          />
          <CalculatorField
            id="line-days"
            {...field('days')}
            label="Days drawn"
            suffix="days"
            inputMode="numeric"
          />
        </div>
        <CalculatorField
          id="line-fee"
          {...field('fee')}
          label="Draw fee (optional)"
          hint="A percentage of each draw, if your lender charges one"
          suffix="%"
        />
      </CalculatorForm>

      <ResultsPanel
        title="Your estimate"
        announcement={
          result
            ? `Interest over ${days} days ${formatMoney(result.interest)}; total cost ${formatMoney(result.totalCost)}; ${formatPercent(result.annualisedCost)} a year.`
            : 'Check the highlighted field to see an estimate.'
        }
      >
        {result ? (
          <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
            <ResultFigure
              emphasis
              label={`Interest over ${days} days`}
              value={formatMoney(result.interest)}
              detail="Charged only on the balance you use, for the days you use it"
            />
            <ResultFigure label="Interest a day" value={formatMoney(result.dailyInterest)} />
            <ResultFigure label="Interest a month" value={formatMoney(result.monthlyInterest)} />
            <ResultFigure
              label="Total cost"
              value={formatMoney(result.totalCost)}
              detail={`Interest plus a ${formatMoney(result.drawFee)} draw fee`}
            />
            <ResultFigure
              label="Cost a year"
              value={formatPercent(result.annualisedCost)}
              detail="Of the balance, fee included"
            />
          </dl>
        ) : (
          <ResultsWaiting>Check the highlighted field to see an estimate.</ResultsWaiting>
        )}
      </ResultsPanel>
    </CalculatorColumns>
  )
}
