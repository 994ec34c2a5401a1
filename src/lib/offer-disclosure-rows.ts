import type { useTranslations } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { formatMoney, formatRate } from '@/lib/formats'
import type { OfferDisclosure } from '@/lib/offer-math'

/**
 * The rows of an offer's standard disclosure (issue 38), in words and figures of one language: the
 * box on the tools' pages (`src/features/tools/offer-disclosure.tsx`) and the team's table of the
 * offers a visitor sent (`src/server/admin/offer-table.ts`) state an offer the same way. `t` is a
 * translator of the `Calculator` messages, from `useTranslations` or `createTranslator`.
 */

/** The rows of the box, in the order every offer shows them. */
export const DISCLOSURE_ROWS = [
  'amountFunded',
  'amountReceived',
  'financeCharge',
  'totalRepayment',
  'apr',
  'payments',
  'term',
  'ask',
] as const

export type DisclosureRow = {
  key: (typeof DISCLOSURE_ROWS)[number]
  label: string
  /** The figure or sentence; the questions to ask are a list. */
  value: string | string[]
  detail?: string
}

type Words = ReturnType<typeof useTranslations<'Calculator'>>

/** How long the payments run: days for one payment, months from a month, else weeks or days. */
function termText(disclosure: OfferDisclosure, t: Words): string {
  if (disclosure.termDays !== null) return t('disclosure.term.days', { count: disclosure.termDays })
  if (disclosure.termMonths >= 1)
    return t('disclosure.term.months', { months: Math.round(disclosure.termMonths * 10) / 10 })
  if (disclosure.frequency === 'daily')
    return t('disclosure.term.businessDays', { count: disclosure.payments })
  return t('disclosure.term.weeks', { count: Math.round((disclosure.termMonths * 52) / 12) })
}

/** The box's rows for `disclosure`, in the page's words and figures. */
export function disclosureRows(
  disclosure: OfferDisclosure,
  t: Words,
  locale: Locale,
): DisclosureRow[] {
  const money = (value: number) => formatMoney(locale, value)
  const withheld = disclosure.amountFunded - disclosure.amountReceived
  const payments =
    disclosure.frequency === 'once'
      ? t('disclosure.payments.once', {
          payment: money(disclosure.payment),
          days: disclosure.termDays ?? 0,
        })
      : t(`disclosure.payments.${disclosure.frequency}`, {
          count: disclosure.payments,
          payment: money(disclosure.payment),
        })
  const rows: Record<DisclosureRow['key'], Omit<DisclosureRow, 'key' | 'label'>> = {
    amountFunded: { value: money(disclosure.amountFunded) },
    amountReceived: {
      value: money(disclosure.amountReceived),
      detail: withheld > 0 ? t('disclosure.withheld', { fee: money(withheld) }) : undefined,
    },
    financeCharge: { value: money(disclosure.financeCharge) },
    totalRepayment: { value: money(disclosure.totalRepayment) },
    apr: { value: formatRate(locale, disclosure.apr) },
    payments: {
      value: payments,
      detail:
        disclosure.lastPayment === disclosure.payment
          ? undefined
          : t('disclosure.lastPayment', { payment: money(disclosure.lastPayment) }),
    },
    term: { value: termText(disclosure, t) },
    ask: { value: disclosure.questions.map((question) => t(`disclosure.questions.${question}`)) },
  }
  return DISCLOSURE_ROWS.map((key) => ({ key, label: t(`disclosure.rows.${key}`), ...rows[key] }))
}
