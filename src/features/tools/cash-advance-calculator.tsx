'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { formatFixed, formatMoney, formatRate } from '@/lib/formats'
import {
  FundingInputError,
  cashAdvance,
  parseAmount,
  parseDecimal,
  type CashAdvanceInput,
  type CashAdvanceResult,
  type FundingLimit,
} from '@/lib/funding-math'
import { cashAdvanceOffer, salesBasedDisclosure, type OfferDisclosure } from '@/lib/offer-math'
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

type Inputs = {
  advance: string
  factor: string
  repayment: string
  debit: string
  holdback: string
  sales: string
}

/**
 * The worked example the page is prerendered with: the one in the blog's article on MCA costs,
 * written as each language writes figures.
 */
export const cashAdvanceDefaults: Record<Locale, Inputs> = {
  en: {
    advance: '50,000',
    factor: '1.35',
    repayment: 'daily',
    debit: '450',
    holdback: '15',
    sales: '63,000',
  },
  fr: {
    advance: '50 000',
    factor: '1,35',
    repayment: 'daily',
    debit: '450',
    holdback: '15',
    sales: '63 000',
  },
}

type Repayment = CashAdvanceInput['repayment']

const repayments: Repayment[] = ['daily', 'weekly', 'holdback']

/** The inputs chosen from a few: an address's other value for one is ignored (`openingInputs`). */
export const cashAdvanceChoices = { repayment: repayments } satisfies Choices<keyof Inputs>

const fieldOf: Record<string, keyof Inputs> = {
  advance: 'advance',
  factorRate: 'factor',
  debit: 'debit',
  holdbackPercent: 'holdback',
  monthlySales: 'sales',
  // The same fields as the offer maths names them (offerDisclosure).
  amount: 'advance',
  factor: 'factor',
  payment: 'debit',
  holdback: 'holdback',
  sales: 'sales',
}

type Words = ReturnType<typeof useTranslations<'CashAdvance'>>

function calculate(
  values: Inputs,
  repayment: Repayment,
  locale: Locale,
  t: Words,
  limitMessage: (limit: FundingLimit) => string,
): { result?: CashAdvanceResult; disclosure?: OfferDisclosure; errors: Partial<Inputs> } {
  const advance = parseAmount(values.advance, locale)
  const factor = parseDecimal(values.factor)
  const errors: Partial<Inputs> = {}
  if (advance === null) errors.advance = t('advanceError')
  if (factor === null) errors.factor = t('factorError')
  let input: CashAdvanceInput | undefined
  if (repayment === 'holdback') {
    const holdback = parseDecimal(values.holdback)
    const sales = parseAmount(values.sales, locale)
    if (holdback === null) errors.holdback = t('holdbackError')
    if (sales === null) errors.sales = t('salesError')
    if (advance !== null && factor !== null && holdback !== null && sales !== null)
      input = {
        advance,
        factorRate: factor,
        repayment,
        holdbackPercent: holdback,
        monthlySales: sales,
      }
  } else {
    const debit = parseAmount(values.debit, locale)
    if (debit === null) errors.debit = t('debitError')
    if (advance !== null && factor !== null && debit !== null)
      input = { advance, factorRate: factor, repayment, debit }
  }
  if (!input) return { errors }
  try {
    return {
      result: cashAdvance(input),
      disclosure: salesBasedDisclosure(cashAdvanceOffer(input)),
      errors,
    }
  } catch (error) {
    if (!(error instanceof FundingInputError)) throw error
    return { errors: { [fieldOf[error.field] ?? 'advance']: limitMessage(error.limit) } }
  }
}

/** How long the debits run: in debits under a month, in months (one decimal) otherwise. */
function term(result: CashAdvanceResult, locale: Locale, t: Words): string {
  const months = result.estimatedMonths
  if (months >= 1) return t('termMonths', { months: formatFixed(locale, months, 1) })
  return t(result.paymentUnit === 'week' ? 'termWeeks' : 'termDays', { count: result.payments })
}

/**
 * What is debited, and how often, in a line: "150 debits of $450.00, one a business day"; when
 * the last is only what remains, "113 debits, one a business day: 112 of $600.00 and a last of
 * $300.00"; a single debit is the whole repayment, "1 debit of $11,000.00".
 */
export function debitsSummary(
  result: CashAdvanceResult,
  t: Words,
  money: (value: number) => string,
): string {
  const weekly = result.paymentUnit === 'week'
  if (result.payments === 1 || result.lastDebit === result.debit)
    return t(weekly ? 'debitsWeekly' : 'debitsDaily', {
      count: result.payments,
      debit: money(result.lastDebit),
    })
  return t(weekly ? 'debitsWeeklyWithLast' : 'debitsDailyWithLast', {
    count: result.payments,
    regular: result.payments - 1,
    debit: money(result.debit),
    last: money(result.lastDebit),
  })
}

export function CashAdvanceCalculator() {
  const t = useTranslations('CashAdvance')
  const estimate = useTranslations('Calculator')
  const locale = useLocale()
  const { form, values, set } = useCalculatorInputs(cashAdvanceDefaults[locale], cashAdvanceChoices)
  const repayment = repayments.find((option) => option === values.repayment) ?? repayments[0]!
  const { result, disclosure, errors } = calculate(values, repayment, locale, t, useLimitMessage())
  const field = bindFields(values, set, errors)
  const byShare = repayment === 'holdback'
  const money = (value: number, options?: { whole?: boolean }) =>
    formatMoney(locale, value, options)

  return (
    <CalculatorColumns>
      <CalculatorForm ref={form} label={t('form')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <CalculatorField
            id="advance-amount"
            {...field('advance')}
            label={t('advance')}
            {...dollarSign(locale)}
          />
          <CalculatorField
            id="advance-factor"
            {...field('factor')}
            label={t('factor')}
            hint={t('factorHint')}
          />
        </div>
        <ChoiceField
          name="repayment"
          legend={t('repaidBy')}
          options={repayments.map((value) => ({ value, label: t(`repayment.${value}`) }))}
          value={repayment}
          onChange={set('repayment')}
        />
        {byShare ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <CalculatorField
              id="advance-holdback"
              {...field('holdback')}
              label={t('holdback')}
              suffix="%"
            />
            <CalculatorField
              id="advance-sales"
              {...field('sales')}
              label={t('sales')}
              {...dollarSign(locale)}
            />
          </div>
        ) : (
          <CalculatorField
            id="advance-debit"
            {...field('debit')}
            label={repayment === 'weekly' ? t('weeklyDebit') : t('dailyDebit')}
            {...dollarSign(locale)}
          />
        )}
      </CalculatorForm>

      <ResultsPanel
        title={estimate('estimate')}
        announcement={
          result
            ? t('announcement', {
                total: money(result.totalRepayment),
                cost: money(result.costOfCapital),
                apr: formatRate(locale, result.apr, 1),
                term: term(result, locale, t),
              })
            : estimate('checkField')
        }
      >
        {result && disclosure ? (
          <>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
              <ResultFigure
                emphasis
                label={t('apr')}
                value={formatRate(locale, result.apr, 1)}
                detail={t('aprDetail')}
              />
              <ResultFigure
                label={t('total')}
                value={money(result.totalRepayment, { whole: true })}
              />
              <ResultFigure
                label={t('cost')}
                value={money(result.costOfCapital, { whole: true })}
              />
              <ResultFigure
                label={t('term')}
                value={term(result, locale, t)}
                detail={debitsSummary(result, t, money)}
              />
            </dl>
            <OfferDisclosureBox id="cash-advance-disclosure" disclosure={disclosure} />
          </>
        ) : (
          <ResultsWaiting>{estimate('checkField')}</ResultsWaiting>
        )}
      </ResultsPanel>
    </CalculatorColumns>
  )
}
