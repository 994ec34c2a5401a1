'use client'

import {
  FundingInputError,
  cashAdvance,
  parseAmount,
  type CashAdvanceInput,
  type CashAdvanceResult,
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
import { bindFields, parseDecimal, useCalculatorInputs } from './use-calculator-inputs'

/** The worked example the page is prerendered with: the one in the blog's article on MCA costs. */
export const cashAdvanceDefaults = {
  advance: '50,000',
  factor: '1.35',
  repayment: 'daily',
  debit: '450',
  holdback: '15',
  sales: '63,000',
}

type Inputs = typeof cashAdvanceDefaults
type Repayment = CashAdvanceInput['repayment']

const repayments: { value: Repayment; label: string }[] = [
  { value: 'daily', label: 'Daily debit' },
  { value: 'weekly', label: 'Weekly debit' },
  { value: 'holdback', label: 'Share of sales' },
]

const fieldOf: Record<string, keyof Inputs> = {
  advance: 'advance',
  factorRate: 'factor',
  debit: 'debit',
  holdbackPercent: 'holdback',
  monthlySales: 'sales',
}

function calculate(values: Inputs): { result?: CashAdvanceResult; errors: Partial<Inputs> } {
  const repayment = (
    repayments.some((option) => option.value === values.repayment) ? values.repayment : 'daily'
  ) as Repayment
  const advance = parseAmount(values.advance)
  const factor = parseDecimal(values.factor)
  const errors: Partial<Inputs> = {}
  if (advance === null) errors.advance = 'Enter an amount, like 50,000 or $50k.'
  if (factor === null) errors.factor = 'Enter the factor rate, like 1.35.'
  let input: CashAdvanceInput | undefined
  if (repayment === 'holdback') {
    const holdback = parseDecimal(values.holdback)
    const sales = parseAmount(values.sales)
    if (holdback === null) errors.holdback = 'Enter the share of sales, like 10.'
    if (sales === null) errors.sales = 'Enter your sales a month, like 65,000.'
    if (advance !== null && factor !== null && holdback !== null && sales !== null)
      input = {
        advance,
        factorRate: factor,
        repayment,
        holdbackPercent: holdback,
        monthlySales: sales,
      }
  } else {
    const debit = parseAmount(values.debit)
    if (debit === null) errors.debit = 'Enter the debit, like 500.'
    if (advance !== null && factor !== null && debit !== null)
      input = { advance, factorRate: factor, repayment, debit }
  }
  if (!input) return { errors }
  try {
    return { result: cashAdvance(input), errors }
  } catch (error) {
    if (!(error instanceof FundingInputError)) throw error
    return { errors: { [fieldOf[error.field] ?? 'advance']: error.message } }
  }
}

function term(result: CashAdvanceResult): string {
  const months = result.estimatedMonths
  return months < 1 ? `${result.payments} ${result.paymentUnit}s` : `${months.toFixed(1)} months`
}

export function CashAdvanceCalculator() {
  const { form, values, set } = useCalculatorInputs(cashAdvanceDefaults)
  const { result, errors } = calculate(values)
  const field = bindFields(values, set, errors)
  const byShare = values.repayment === 'holdback'

  return (
    <CalculatorColumns>
      <CalculatorForm ref={form} label="Your advance">
        <div className="grid gap-5 sm:grid-cols-2">
          <CalculatorField
            id="advance-amount"
            {...field('advance')}
            label="Advance amount"
            prefix="$"
          />
          <CalculatorField
            id="advance-factor"
            {...field('factor')}
            label="Factor rate"
            hint="For example 1.35"
          />
        </div>
        <ChoiceField
          name="repayment"
          legend="Repaid by"
          options={repayments}
          value={values.repayment}
          onChange={set('repayment')}
        />
        {byShare ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <CalculatorField
              id="advance-holdback"
              {...field('holdback')}
              label="Share of sales (holdback)"
              suffix="%"
            />
            <CalculatorField
              id="advance-sales"
              {...field('sales')}
              label="Card and online sales a month"
              prefix="$"
            />
          </div>
        ) : (
          <CalculatorField
            id="advance-debit"
            {...field('debit')}
            label={values.repayment === 'weekly' ? 'Weekly debit' : 'Daily debit (business days)'}
            prefix="$"
          />
        )}
      </CalculatorForm>

      <ResultsPanel
        title="Your estimate"
        announcement={
          result
            ? `Total repayment ${formatMoney(result.totalRepayment)}; cost of capital ${formatMoney(result.costOfCapital)}; estimated APR ${formatPercent(result.apr, 1)} over about ${term(result)}.`
            : 'Check the highlighted field to see an estimate.'
        }
      >
        {result ? (
          <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
            <ResultFigure
              emphasis
              label="Estimated APR"
              value={formatPercent(result.apr, 1)}
              detail="The yearly interest rate these payments amount to"
            />
            <ResultFigure
              label="Total repayment"
              value={formatMoney(result.totalRepayment, { whole: true })}
            />
            <ResultFigure
              label="Cost of capital"
              value={formatMoney(result.costOfCapital, { whole: true })}
            />
            <ResultFigure
              label="Estimated term"
              value={term(result)}
              detail={`${result.payments} debits of ${formatMoney(result.debit)}, one a ${result.paymentUnit}`}
            />
          </dl>
        ) : (
          <ResultsWaiting>Check the highlighted field to see an estimate.</ResultsWaiting>
        )}
      </ResultsPanel>
    </CalculatorColumns>
  )
}
