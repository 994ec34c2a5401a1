import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { disclosureRows, type DisclosureRow } from '@/lib/offer-disclosure-rows'
import type { OfferDisclosure } from '@/lib/offer-math'

/**
 * The standard disclosure of an offer (issue 38): the same rows, named the same way, in the same
 * order, for every kind of offer, on every calculator's result and, side by side, on the offer
 * check. No state and no effect, so it renders on the server as well as inside a calculator; its
 * words are the `Calculator.disclosure` messages, which every tool page already sends.
 */

export { DISCLOSURE_ROWS, disclosureRows, type DisclosureRow } from '@/lib/offer-disclosure-rows'

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
