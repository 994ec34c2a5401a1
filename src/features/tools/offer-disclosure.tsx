import { useLocale, useTranslations } from 'next-intl'
import { disclosureRows } from '@/lib/offer-disclosure-rows'
import type { OfferDisclosure } from '@/lib/offer-math'

/**
 * The standard disclosure of an offer (issue 38): the same rows, named the same way, in the same
 * order, for every kind of offer, on every calculator's result and, side by side, on the offer
 * check. No state and no effect, so it renders on the server as well as inside a calculator; its
 * words are the `Calculator.disclosure` messages, which every tool page already sends.
 */

export { DISCLOSURE_ROWS, disclosureRows, type DisclosureRow } from '@/lib/offer-disclosure-rows'

/**
 * The box. `id` names its heading, unique on the page (a calculator shows one box, the offer
 * check one an offer).
 */
export function OfferDisclosureBox({
  id,
  disclosure,
}: {
  id: string
  disclosure: OfferDisclosure
}) {
  const t = useTranslations('Calculator')
  const locale = useLocale()
  return (
    <section
      aria-labelledby={id}
      className="mt-6 rounded-control border border-line bg-white p-5 text-ink shadow-sm"
    >
      <h3 id={id} className="text-base font-bold text-ink">
        {t('disclosure.title')}
      </h3>
      <dl className="mt-3 divide-y divide-line text-sm">
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
              <dd className="ml-auto text-right font-semibold tabular-nums">{row.value}</dd>
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
