'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { formatMoney, formatRate } from '@/lib/formats'
import {
  FundingInputError,
  creditLine,
  parseAmount,
  parseDecimal,
  parseWhole,
  type CreditLineResult,
  type FundingLimit,
} from '@/lib/funding-math'
import { creditLineOffer, installmentDisclosure, type OfferDisclosure } from '@/lib/offer-math'
import {
  CalculatorField,
  ResultFigure,
  ResultsPanel,
  ResultsWaiting,
  CalculatorColumns,
  CalculatorForm,
  dollarSign,
  useLimitMessage,
} from './calculator-parts'
import { OfferDisclosureBox } from './offer-disclosure'
import { bindFields, useCalculatorInputs } from './use-calculator-inputs'

type Inputs = { drawn: string; rate: string; days: string; fee: string }

/** The worked example the page is prerendered with, written as each language writes figures. */
export const creditLineDefaults: Record<Locale, Inputs> = {
  en: { drawn: '100,000', rate: '12', days: '90', fee: '' },
  fr: { drawn: '100 000', rate: '12', days: '90', fee: '' },
}

const fieldOf: Record<string, keyof Inputs> = {
  drawn: 'drawn',
  annualRate: 'rate',
  days: 'days',
  drawFeePercent: 'fee',
  // The same fields as the offer maths names them (offerDisclosure).
  amount: 'drawn',
  rate: 'rate',
  withheldFee: 'fee',
}

type Words = ReturnType<typeof useTranslations<'CreditLine'>>

function calculate(
  values: Inputs,
  locale: Locale,
  t: Words,
  limitMessage: (limit: FundingLimit) => string,
): { result?: CreditLineResult; disclosure?: OfferDisclosure; errors: Partial<Inputs> } {
  const drawn = parseAmount(values.drawn, locale)
  const rate = parseDecimal(values.rate)
  const days = parseWhole(values.days, locale)
  const fee = values.fee.trim() === '' ? 0 : parseDecimal(values.fee)
  const errors: Partial<Inputs> = {}
  if (drawn === null) errors.drawn = t('drawnError')
  if (rate === null) errors.rate = t('rateError')
  if (days === null) errors.days = t('daysError')
  if (fee === null) errors.fee = t('feeError')
  if (Object.keys(errors).length > 0) return { errors }
  try {
    const input = { drawn: drawn!, annualRate: rate!, days: days!, drawFeePercent: fee! }
    return {
      result: creditLine(input),
      disclosure: installmentDisclosure(creditLineOffer(input)),
      errors,
    }
  } catch (error) {
    if (!(error instanceof FundingInputError)) throw error
    return { errors: { [fieldOf[error.field] ?? 'drawn']: limitMessage(error.limit) } }
  }
}

export function CreditLineCalculator() {
  const t = useTranslations('CreditLine')
  const estimate = useTranslations('Calculator')
  const locale = useLocale()
  const { form, values, set } = useCalculatorInputs(creditLineDefaults[locale])
  const { result, disclosure, errors } = calculate(values, locale, t, useLimitMessage())
  const field = bindFields(values, set, errors)
  const days = parseWhole(values.days, locale) ?? 0
  const money = (value: number) => formatMoney(locale, value)

  return (
    <CalculatorColumns>
      <CalculatorForm ref={form} label={t('form')}>
        <CalculatorField
          id="line-drawn"
          {...field('drawn')}
          label={t('drawn')}
          hint={t('drawnHint')}
          {...dollarSign(locale)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <CalculatorField id="line-rate" {...field('rate')} label={t('rate')} suffix="%" />
          <CalculatorField
            id="line-days"
            {...field('days')}
            label={t('days')}
            suffix={t('daysUnit')}
            inputMode="numeric"
          />
        </div>
        <CalculatorField
          id="line-fee"
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
                days,
                interest: money(result.interest),
                total: money(result.totalCost),
                annual: formatRate(locale, result.annualisedCost),
              })
            : estimate('checkField')
        }
      >
        {result && disclosure ? (
          <>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
              <ResultFigure
                emphasis
                label={t('interest', { days })}
                value={money(result.interest)}
                detail={t('interestDetail')}
              />
              <ResultFigure label={t('daily')} value={money(result.dailyInterest)} />
              <ResultFigure label={t('monthly')} value={money(result.monthlyInterest)} />
              <ResultFigure
                label={t('total')}
                value={money(result.totalCost)}
                detail={t('totalDetail', { fee: money(result.drawFee) })}
              />
              <ResultFigure
                label={t('annual')}
                value={formatRate(locale, result.annualisedCost)}
                detail={t('annualDetail')}
              />
            </dl>
            <OfferDisclosureBox id="credit-line-disclosure" disclosure={disclosure} />
          </>
        ) : (
          <ResultsWaiting>{estimate('checkField')}</ResultsWaiting>
        )}
      </ResultsPanel>
    </CalculatorColumns>
  )
}
