'use client'

import { FundingInputError, factoring, parseAmount, type FactoringResult } from '@/lib/funding-math'
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
export const factoringDefaults = { invoice: '100,000', advance: '85', discount: '3', days: '45' }

type Inputs = typeof factoringDefaults

const fieldOf: Record<string, keyof Inputs> = {
  invoice: 'invoice',
  advanceRate: 'advance',
  discountRate: 'discount',
  days: 'days',
}

function calculate(values: Inputs): { result?: FactoringResult; errors: Partial<Inputs> } {
  const invoice = parseAmount(values.invoice)
  const advance = parseDecimal(values.advance)
  const discount = parseDecimal(values.discount)
  const days = parseWhole(values.days)
  const errors: Partial<Inputs> = {}
  if (invoice === null) errors.invoice = 'Enter the invoice total, like 100,000.'
  if (advance === null) errors.advance = 'Enter the advance rate, like 85.'
  if (discount === null) errors.discount = 'Enter the discount rate, like 3.'
  if (days === null) errors.days = 'Enter the days until your customer pays, like 45.'
  if (Object.keys(errors).length > 0) return { errors }
  try {
    const result = factoring({
      invoice: invoice!,
      advanceRate: advance!,
      discountRate: discount!,
      days: days!,
    })
    return { result, errors }
  } catch (error) {
    if (!(error instanceof FundingInputError)) throw error
    return { errors: { [fieldOf[error.field] ?? 'invoice']: error.message } }
  }
}

export function FactoringCalculator() {
  const { form, values, set } = useCalculatorInputs(factoringDefaults)
  const { result, errors } = calculate(values)
  const field = bindFields(values, set, errors)

  return (
    <CalculatorColumns>
      <CalculatorForm ref={form} label="Your invoice">
        <CalculatorField
          id="factoring-invoice"
          {...field('invoice')}
          label="Invoice total"
          prefix="$"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <CalculatorField
            id="factoring-advance"
            {...field('advance')}
            label="Advance rate"
            hint="The share paid to you up front"
            suffix="%"
          />
          <CalculatorField
            id="factoring-discount"
            {...field('discount')}
            label="Discount rate per 30 days"
            hint="The factor’s fee on the invoice"
            suffix="%"
          />
        </div>
        <CalculatorField
          id="factoring-days"
          {...field('days')}
          label="Days until your customer pays"
          suffix="days"
          inputMode="numeric"
        />
      </CalculatorForm>

      <ResultsPanel
        title="Your estimate"
        announcement={
          result
            ? `Paid now ${formatMoney(result.advance)}; factoring fee ${formatMoney(result.fee)}; ${formatPercent(result.annualisedCost, 1)} a year on the money advanced.`
            : 'Check the highlighted field to see an estimate.'
        }
      >
        {result ? (
          <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
            <ResultFigure
              emphasis
              label="Paid to you now"
              value={formatMoney(result.advance)}
              detail="The advance, when the factor buys the invoice"
            />
            <ResultFigure label="Factoring fee" value={formatMoney(result.fee)} />
            <ResultFigure
              label={
                result.rebate < 0 ? 'You would owe the factor' : 'Paid when your customer pays'
              }
              value={formatMoney(Math.abs(result.rebate))}
              detail={
                result.rebate < 0 ? 'The fee is more than the reserve' : 'The rest, less the fee'
              }
            />
            <ResultFigure
              label="Cost a year"
              value={formatPercent(result.annualisedCost, 1)}
              detail="The fee as a yearly rate on the money advanced"
            />
            <ResultFigure
              label="You receive in all"
              value={formatMoney(result.received)}
              detail="Advance plus what follows"
            />
          </dl>
        ) : (
          <ResultsWaiting>Check the highlighted field to see an estimate.</ResultsWaiting>
        )}
      </ResultsPanel>
    </CalculatorColumns>
  )
}
