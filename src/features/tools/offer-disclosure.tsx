import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { cn } from '@/lib/cn'
import { formatMoney, formatRate } from '@/lib/formats'
import type { OfferDisclosure } from '@/lib/offer-math'

/**
 * The standard disclosure of an offer (issue 38): the same rows, named the same way, in the same
 * order, for every kind of offer, on every calculator's result and, side by side, on the offer
 * check. No state and no effect, so it renders on the server as well as inside a calculator; its
 * words are the `Calculator.disclosure` messages, which every tool page already sends.
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

/** A row's mark beside its figure, as the offer check marks the lowest of several offers. */
export type RowMarks = Partial<Record<DisclosureRow['key'], string>>

/**
 * The box. `id` names its heading, unique on the page (a calculator shows one box, the offer
 * check one an offer, titled by `title` and `aligned`: its rows share the grid rows of the boxes
 * beside it, so the same row lines up across offers). `marks` puts a word beside a row's figure.
 */
export function OfferDisclosureBox({
  id,
  disclosure,
  title,
  marks = {},
  aligned = false,
}: {
  id: string
  disclosure: OfferDisclosure
  title?: string
  marks?: RowMarks
  aligned?: boolean
}) {
  const t = useTranslations('Calculator')
  const locale = useLocale()
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-control border border-line bg-white p-5 text-ink shadow-sm',
        aligned ? 'lg:row-span-9 lg:grid lg:grid-rows-subgrid' : 'mt-6',
      )}
    >
      <div>
        <h3 id={id} className="text-base font-bold text-ink">
          {title ?? t('disclosure.title')}
        </h3>
        {title ? <p className="text-sm text-ink-muted">{t('disclosure.title')}</p> : null}
      </div>
      <dl
        className={cn(
          'mt-3 divide-y divide-line text-sm',
          aligned && 'lg:row-span-8 lg:grid lg:grid-rows-subgrid',
        )}
      >
        {disclosureRows(disclosure, t, locale).map((row) => (
          // Label and figure share a line when they fit; a long one wraps under its label.
          <div key={row.key} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
            <dt className="font-medium text-ink-muted">{row.label}</dt>
            {Array.isArray(row.value) ? (
              <dd className="basis-full">
                <ul className="list-disc space-y-1 pl-5">
                  {row.value.map((question) => (
                    <li key={question}>{question}</li>
                  ))}
                </ul>
              </dd>
            ) : (
              <dd className="ml-auto text-right font-semibold tabular-nums">
                {marks[row.key] ? <RowMark>{marks[row.key]}</RowMark> : null}
                {row.value}
              </dd>
            )}
            {row.detail ? (
              <dd className="basis-full text-right text-ink-muted">{row.detail}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  )
}

/** A word beside a figure ("Lowest"): text a screen reader reads, not a colour alone. */
export function RowMark({ children }: { children: ReactNode }) {
  return (
    <span className="mr-2 inline-block rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-ink">
      <span aria-hidden>✓ </span>
      {children}
    </span>
  )
}
