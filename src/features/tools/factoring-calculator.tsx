'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { formatMoney, formatRate } from '@/lib/formats'
import {
  FundingInputError,
  factoring,
  parseAmount,
  parseDecimal,
  parseWhole,
  type FactoringResult,
  type FundingLimit,
} from '@/lib/funding-math'
import { factoringDisclosure, factoringOffer, type OfferDisclosure } from '@/lib/offer-math'
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

type Inputs = { invoice: string; advance: string; discount: string; days: string }

/** The worked example the page is prerendered with, written as each language writes figures. */
export const factoringDefaults: Record<Locale, Inputs> = {
  en: { invoice: '100,000', advance: '85', discount: '3', days: '45' },
  fr: { invoice: '100 000', advance: '85', discount: '3', days: '45' },
}

const fieldOf: Record<string, keyof Inputs> = {
  invoice: 'invoice',
  advanceRate: 'advance',
  discountRate: 'discount',
  days: 'days',
  // The same fields as the offer maths names them (offerDisclosure).
  amount: 'invoice',
  discount: 'discount',
}

type Words = ReturnType<typeof useTranslations<'Factoring'>>

function calculate(
  values: Inputs,
  locale: Locale,
  t: Words,
  limitMessage: (limit: FundingLimit) => string,
): { result?: FactoringResult; disclosure?: OfferDisclosure; errors: Partial<Inputs> } {
  const invoice = parseAmount(values.invoice, locale)
  const advance = parseDecimal(values.advance)
  const discount = parseDecimal(values.discount)
  const days = parseWhole(values.days, locale)
  const errors: Partial<Inputs> = {}
  if (invoice === null) errors.invoice = t('invoiceError')
  if (advance === null) errors.advance = t('advanceError')
  if (discount === null) errors.discount = t('discountError')
  if (days === null) errors.days = t('daysError')
  if (Object.keys(errors).length > 0) return { errors }
  try {
    const input = {
      invoice: invoice!,
      advanceRate: advance!,
      discountRate: discount!,
      days: days!,
    }
    return {
      result: factoring(input),
      disclosure: factoringDisclosure(factoringOffer(input)),
      errors,
    }
  } catch (error) {
    if (!(error instanceof FundingInputError)) throw error
    return { errors: { [fieldOf[error.field] ?? 'invoice']: limitMessage(error.limit) } }
  }
}

export function FactoringCalculator() {
  const t = useTranslations('Factoring')
  const estimate = useTranslations('Calculator')
  const locale = useLocale()
  const { form, values, set } = useCalculatorInputs(factoringDefaults[locale])
  const { result, disclosure, errors } = calculate(values, locale, t, useLimitMessage())
  const field = bindFields(values, set, errors)
  const money = (value: number) => formatMoney(locale, value)

  return (
    <CalculatorColumns>
      <CalculatorForm ref={form} label={t('form')}>
        <CalculatorField
          id="factoring-invoice"
          {...field('invoice')}
          label={t('invoice')}
          {...dollarSign(locale)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <CalculatorField
            id="factoring-advance"
            {...field('advance')}
            label={t('advance')}
            hint={t('advanceHint')}
            suffix="%"
          />
          <CalculatorField
            id="factoring-discount"
            {...field('discount')}
            label={t('discount')}
            hint={t('discountHint')}
            suffix="%"
          />
        </div>
        <CalculatorField
          id="factoring-days"
          {...field('days')}
          label={t('days')}
          suffix={t('daysUnit')}
          inputMode="numeric"
        />
      </CalculatorForm>

      <ResultsPanel
        title={estimate('estimate')}
        announcement={
          result
            ? t('announcement', {
                advance: money(result.advance),
                fee: money(result.fee),
                annual: formatRate(locale, result.annualisedCost, 1),
              })
            : estimate('checkField')
        }
      >
        {result && disclosure ? (
          <>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
              <ResultFigure
                emphasis
                label={t('paidNow')}
                value={money(result.advance)}
                detail={t('paidNowDetail')}
              />
              <ResultFigure label={t('fee')} value={money(result.fee)} />
              <ResultFigure
                label={result.rebate < 0 ? t('owed') : t('rebate')}
                value={money(Math.abs(result.rebate))}
                detail={result.rebate < 0 ? t('owedDetail') : t('rebateDetail')}
              />
              <ResultFigure
                label={t('annual')}
                value={formatRate(locale, result.annualisedCost, 1)}
                detail={t('annualDetail')}
              />
              <ResultFigure
                label={t('received')}
                value={money(result.received)}
                detail={t('receivedDetail')}
              />
            </dl>
            <OfferDisclosureBox id="factoring-disclosure" disclosure={disclosure} />
          </>
        ) : (
          <ResultsWaiting>{estimate('checkField')}</ResultsWaiting>
        )}
      </ResultsPanel>
    </CalculatorColumns>
  )
}
