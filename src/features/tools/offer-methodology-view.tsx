import type { Metadata } from 'next'
import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { Markdown } from '@/components/site/markdown'
import { PageContents } from '@/components/site/page-contents'
import { PageHero } from '@/components/site/page-hero'
import { hrefIn } from '@/content/french-routes'
import { offerCases, type OfferCase } from '@/content/offer-methodology-cases'
import type { Locale } from '@/i18n/locales'
import { formatFixed, formatMoney, formatRate } from '@/lib/formats'
import { frenchTypography } from '@/lib/french-typography'
import { pageMetadata } from '@/lib/page-metadata'
import type { WithBodyHtml } from '@/server/content/markdown'
import type { OfferMethodology } from '@/server/content/offer-methodology'

/** The methodology's address; its French twin is in src/content/french-routes.ts. */
export const OFFER_METHODOLOGY_PATH = '/tools/offer-check/methodology'

/** The page's metadata: its content file's title and description, at its address. */
export function offerMethodologyMetadata(locale: Locale, methodology: OfferMethodology): Metadata {
  return pageMetadata({
    title: methodology.title,
    description: methodology.description,
    path: OFFER_METHODOLOGY_PATH,
    locale,
  })
}

/** The table's columns after the case, in order: each a figure of the case's `expected`. */
const FIGURE_COLUMNS = [
  'amountFunded',
  'amountReceived',
  'financeCharge',
  'totalRepayment',
  'payments',
  'termMonths',
  'apr',
  'centsPerDollar',
  'revenueShare',
] as const

type FigureColumn = (typeof FIGURE_COLUMNS)[number]

/** One case's figures as the table writes them, in the page's language. */
function figuresOf(
  { expected }: OfferCase,
  locale: Locale,
  t: ReturnType<typeof useTranslations<'OfferMethod'>>,
  calculator: ReturnType<typeof useTranslations<'Calculator'>>,
): Record<FigureColumn, string[]> {
  const money = (value: number) => formatMoney(locale, value)
  return {
    amountFunded: [money(expected.amountFunded)],
    amountReceived: [money(expected.amountReceived)],
    financeCharge: [money(expected.financeCharge)],
    totalRepayment: [money(expected.totalRepayment)],
    payments: [
      t('paymentCount', { count: expected.payments, payment: money(expected.payment) }),
      ...(expected.lastPayment === expected.payment
        ? []
        : [calculator('disclosure.lastPayment', { payment: money(expected.lastPayment) })]),
    ],
    termMonths: [formatFixed(locale, expected.termMonths, 2)],
    apr: [formatRate(locale, expected.apr)],
    centsPerDollar: [formatFixed(locale, expected.centsPerDollar, 2)],
    revenueShare: [
      expected.revenueShare === null ? t('none') : formatRate(locale, expected.revenueShare),
    ],
  }
}

/**
 * The worked cases (src/content/offer-methodology-cases.json), the figures the unit tests hold
 * the site's maths to: read at build, shown as stored, never worked out again here. A wide table
 * scrolls inside its own box on a phone, which the keyboard can reach.
 */
export function WorkedCasesTable() {
  const t = useTranslations('OfferMethod')
  const calculator = useTranslations('Calculator')
  const locale = useLocale()
  const typeset = locale === 'fr' ? frenchTypography : (text: string) => text
  const headings: Record<FigureColumn, string> = {
    amountFunded: calculator('disclosure.rows.amountFunded'),
    amountReceived: calculator('disclosure.rows.amountReceived'),
    financeCharge: calculator('disclosure.rows.financeCharge'),
    totalRepayment: calculator('disclosure.rows.totalRepayment'),
    payments: t('columns.payments'),
    termMonths: t('columns.termMonths'),
    apr: calculator('disclosure.rows.apr'),
    centsPerDollar: t('columns.centsPerDollar'),
    revenueShare: t('columns.revenueShare'),
  }
  return (
    <div
      role="region"
      aria-label={t('casesRegion')}
      // Focusable so a keyboard can scroll it when it is wider than the screen.
      tabIndex={0}
      className="mt-8 overflow-x-auto rounded-control border border-line bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[64rem] border-collapse text-left text-sm text-ink">
        <caption className="px-4 pt-4 pb-2 text-left text-base font-bold text-ink">
          {t('casesCaption')}
        </caption>
        <thead className="bg-brand-50 text-xs text-ink-muted">
          <tr>
            <th scope="col" className="bg-brand-50 px-4 py-3 font-semibold sm:sticky sm:left-0">
              {t('columns.case')}
            </th>
            {FIGURE_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 text-right font-semibold">
                {headings[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {offerCases.map((offerCase) => {
            const figures = figuresOf(offerCase, locale, t, calculator)
            return (
              <tr key={offerCase.id} id={`case-${offerCase.id}`} className="align-top">
                <th
                  scope="row"
                  // Beside the figures while they scroll, where the screen leaves room for both.
                  className="max-w-[20rem] min-w-[14rem] bg-white px-4 py-3 font-normal sm:sticky sm:left-0 sm:shadow-[1px_0_0_var(--color-line)]"
                >
                  <span className="block text-ink">{typeset(offerCase.description[locale])}</span>
                  <span className="mt-1 block font-mono text-xs text-ink-subtle">
                    {offerCase.id}
                  </span>
                </th>
                {FIGURE_COLUMNS.map((column) => (
                  <td
                    key={column}
                    data-column={column}
                    className="px-3 py-3 text-right whitespace-nowrap tabular-nums"
                  >
                    {figures[column].map((line, index) => (
                      <span
                        key={line}
                        className={index === 0 ? 'block' : 'block text-xs text-ink-muted'}
                      >
                        {line}
                      </span>
                    ))}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** The methodology page, in the page's language: its words, then the worked cases. */
export function OfferMethodologyView({
  methodology,
}: {
  methodology: WithBodyHtml<OfferMethodology>
}) {
  const tools = useTranslations('ToolPages')
  const t = useTranslations('OfferMethod')
  const locale = useLocale()
  return (
    <>
      <PageHero
        eyebrow={tools('eyebrow')}
        title={methodology.title}
        description={methodology.description}
      >
        <Link
          href={hrefIn(locale, '/tools/offer-check')}
          className="mt-8 inline-flex rounded-control bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t('openOfferCheck')}
        </Link>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <aside
          aria-labelledby="methodology-notice"
          className="mx-auto max-w-3xl rounded-control border border-brand-200 bg-brand-50 p-5 text-ink"
        >
          <h2 id="methodology-notice" className="font-bold">
            {t('noticeTitle')}
          </h2>
          <p className="mt-2 text-ink-muted">{methodology.notice}</p>
        </aside>
        <div className="mt-4 grid gap-12 lg:grid-cols-[16rem_1fr]">
          <PageContents sections={methodology.sections} className="pt-12" />
          <article className="max-w-3xl min-w-0">
            <Markdown html={methodology.bodyHtml} />
          </article>
        </div>
        <WorkedCasesTable />
      </div>
    </>
  )
}
