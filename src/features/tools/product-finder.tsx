'use client'

import { CheckCircle2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { ExternalButtonLink } from '@/components/ui/button'
import type { ProductAnchorId } from '@/content/navigation'
import { site } from '@/content/site'
import {
  finderAssets,
  finderNotes,
  finderQuestions,
  findProducts,
  type FinderAnswers,
  type FinderAsset,
  type FinderQuestion,
} from '@/lib/product-finder'
import { ChoiceField, ResultsPanel, CalculatorColumns, CalculatorForm } from './calculator-parts'
import { useCalculatorInputs } from './use-calculator-inputs'

/** The example the page is prerendered with: an established business with invoices and stock. */
export const finderDefaults = {
  country: 'ca',
  years: 'established',
  revenue: 'large',
  purpose: 'cashflow',
  speed: 'weeks',
  assets: 'invoices,inventory',
}

type Inputs = typeof finderDefaults

/** The answers as the rules read them; an unknown value in the address falls back to the example's. */
function answersFrom(values: Inputs): FinderAnswers {
  const pick = <Name extends FinderQuestion>(name: Name) =>
    ((finderQuestions[name] as readonly string[]).includes(values[name])
      ? values[name]
      : finderDefaults[name]) as FinderAnswers[Name]
  return {
    country: pick('country'),
    years: pick('years'),
    revenue: pick('revenue'),
    purpose: pick('purpose'),
    speed: pick('speed'),
    assets: values.assets
      .split(',')
      .filter((asset): asset is FinderAsset => (finderAssets as readonly string[]).includes(asset)),
  }
}

/**
 * The finder: its questions, and the kinds of capital the answers point to. The page gives each
 * product's name, its section's address and the address of an article about it, in the page's
 * language (`products`, `productsHref`, `reading`).
 */
export function ProductFinder({
  products,
  productsHref,
  reading,
  readinessHref,
}: {
  products: Record<ProductAnchorId, string>
  productsHref: string
  reading: Record<ProductAnchorId, string>
  /** The readiness check, which takes these answers further: what lenders will ask for. */
  readinessHref: string
}) {
  const t = useTranslations('ProductFinder')
  const calculator = useTranslations('Calculator')
  const { form, values, set } = useCalculatorInputs(finderDefaults, finderQuestions)
  const answers = answersFrom(values)
  const matches = findProducts(answers)
  const notes = finderNotes(answers)
  const toggleAsset = (asset: FinderAsset, checked: boolean) =>
    set('assets')(
      finderAssets
        .filter((name) => (name === asset ? checked : answers.assets.includes(name)))
        .join(','),
    )

  return (
    <CalculatorColumns>
      <CalculatorForm ref={form} label={t('form')}>
        {(Object.keys(finderQuestions) as FinderQuestion[]).map((name) => (
          <ChoiceField
            key={name}
            name={name}
            legend={t(`questions.${name}.legend`)}
            options={finderQuestions[name].map((value) => ({
              value,
              label: t(`questions.${name}.options.${value}` as Parameters<typeof t>[0]),
            }))}
            value={answers[name]}
            onChange={set(name)}
          />
        ))}
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('assetsLegend')}</legend>
          {finderAssets.map((asset) => (
            <label key={asset} className="flex items-center gap-3 text-[0.9375rem] text-ink">
              <input
                type="checkbox"
                name="assets"
                value={asset}
                checked={answers.assets.includes(asset)}
                onChange={(event) => toggleAsset(asset, event.target.checked)}
                className="size-4 accent-brand-600"
              />
              {t(`assets.${asset}`)}
            </label>
          ))}
        </fieldset>
      </CalculatorForm>

      <ResultsPanel
        title={t('results')}
        announcement={
          matches.length
            ? t('announcement', {
                products: matches.map((match) => products[match.product]).join(', '),
              })
            : t('none')
        }
      >
        {matches.length ? (
          <ol className="grid gap-4">
            {matches.map((match) => (
              <li key={match.product} className="rounded-xl bg-white/10 p-4">
                <h3 className="text-lg font-bold text-white">{products[match.product]}</h3>
                <ul className="mt-2 grid gap-1.5">
                  {match.reasons.map((reason) => (
                    <li key={reason} className="flex gap-2 text-sm text-brand-50">
                      <CheckCircle2
                        aria-hidden
                        className="mt-0.5 size-4 shrink-0 text-accent-300"
                      />
                      {t(`reasons.${reason}`)}
                    </li>
                  ))}
                </ul>
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <Link
                    href={`${productsHref}#${match.product}`}
                    className="font-semibold text-accent-300 underline-offset-2 hover:underline"
                  >
                    {t('about', { product: products[match.product].toLowerCase() })}
                  </Link>
                  <Link
                    href={reading[match.product]}
                    className="text-brand-100 underline underline-offset-2 hover:text-white"
                  >
                    {t(`reading.${match.product}`)}
                  </Link>
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-lg text-brand-100">{t('noneDetail')}</p>
        )}
        {notes.length ? (
          <ul className="mt-5 grid gap-1.5 border-t border-white/20 pt-4 text-sm text-brand-100">
            {notes.map((note) => (
              <li key={note}>{t(`notes.${note}`)}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-5 text-sm text-brand-100">{t('disclaimer')}</p>
        <p className="mt-3 text-sm">
          <Link
            href={readinessHref}
            className="font-semibold text-accent-300 underline-offset-2 hover:underline"
          >
            {t('readiness')}
            <span aria-hidden> →</span>
          </Link>
        </p>
        <ExternalButtonLink href={site.appSignupUrl} variant="accent" className="mt-5">
          {calculator('getStarted')}
        </ExternalButtonLink>
      </ResultsPanel>
    </CalculatorColumns>
  )
}
