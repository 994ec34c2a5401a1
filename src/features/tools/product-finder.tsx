'use client'

import { CheckCircle2 } from 'lucide-react'
import Link from 'next/link'
import { ExternalButtonLink } from '@/components/ui/button'
import { financialProducts } from '@/content/products'
import { site } from '@/content/site'
import {
  finderAssets,
  finderNotes,
  finderQuestions,
  findProducts,
  type FinderAnswers,
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

/** Where to read more about each product, besides its section of /financial-products. */
const productReading: Record<string, { label: string; href: string }> = {
  'merchant-cash-advance': {
    label: 'The true cost of a merchant cash advance',
    href: '/blog/merchant-cash-advance-true-cost',
  },
  'asset-based-lending': { label: 'Asset-based lending or an advance?', href: '/abl' },
  'term-loans': {
    label: 'Business loans vs. a line of credit',
    href: '/blog/business-loans-vs-line-of-credit-guide',
  },
  'po-financing': {
    label: 'Purchase order financing for e-commerce',
    href: '/blog/purchase-order-financing-for-ecommerce',
  },
  'inventory-financing': {
    label: 'Inventory financing before peak season',
    href: '/blog/inventory-financing-before-peak-season',
  },
  'supply-chain-financing': {
    label: 'Supply chain financing explained',
    href: '/blog/supply-chain-financing-explained',
  },
}

type Inputs = typeof finderDefaults

/** The answers as the rules read them; an unknown value in the address falls back to the example's. */
function answersFrom(values: Inputs): FinderAnswers {
  const pick = <Name extends keyof typeof finderQuestions>(name: Name) =>
    (values[name] in finderQuestions[name].options
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
      .filter((asset): asset is FinderAnswers['assets'][number] => asset in finderAssets),
  }
}

export function ProductFinder() {
  const { form, values, set } = useCalculatorInputs(finderDefaults)
  const answers = answersFrom(values)
  const matches = findProducts(answers)
  const notes = finderNotes(answers)
  const toggleAsset = (asset: string, checked: boolean) =>
    set('assets')(
      Object.keys(finderAssets)
        .filter((name) => (name === asset ? checked : (answers.assets as string[]).includes(name)))
        .join(','),
    )
  const titleOf = (id: string) => financialProducts.find((product) => product.id === id)!.title

  return (
    <CalculatorColumns>
      <CalculatorForm ref={form} label="Your business">
        {(Object.keys(finderQuestions) as (keyof typeof finderQuestions)[]).map((name) => (
          <ChoiceField
            key={name}
            name={name}
            legend={finderQuestions[name].legend}
            options={Object.entries(finderQuestions[name].options).map(([value, label]) => ({
              value,
              label,
            }))}
            value={answers[name]}
            onChange={set(name)}
          />
        ))}
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">
            What does the business have? (any that apply)
          </legend>
          {Object.entries(finderAssets).map(([asset, label]) => (
            <label key={asset} className="flex items-center gap-3 text-[0.9375rem] text-ink">
              <input
                type="checkbox"
                name="assets"
                value={asset}
                checked={(answers.assets as string[]).includes(asset)}
                onChange={(event) => toggleAsset(asset, event.target.checked)}
                className="size-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </fieldset>
      </CalculatorForm>

      <ResultsPanel
        title="Usually worth a look"
        announcement={
          matches.length
            ? `Usually worth a look: ${matches.map((match) => titleOf(match.product)).join(', ')}.`
            : 'None of the six stands out for these answers.'
        }
      >
        {matches.length ? (
          <ol className="grid gap-4">
            {matches.map((match) => (
              <li key={match.product} className="rounded-xl bg-white/10 p-4">
                <h3 className="text-lg font-bold text-white">{titleOf(match.product)}</h3>
                <ul className="mt-2 grid gap-1.5">
                  {match.reasons.map((reason) => (
                    <li key={reason} className="flex gap-2 text-sm text-brand-50">
                      <CheckCircle2
                        aria-hidden
                        className="mt-0.5 size-4 shrink-0 text-accent-300"
                      />
                      {reason}
                    </li>
                  ))}
                </ul>
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <Link
                    href={`/financial-products#${match.product}`}
                    className="font-semibold text-accent-300 underline-offset-2 hover:underline"
                  >
                    About {titleOf(match.product).toLowerCase()}
                  </Link>
                  <Link
                    href={productReading[match.product]!.href}
                    className="text-brand-100 underline underline-offset-2 hover:text-white"
                  >
                    {productReading[match.product]!.label}
                  </Link>
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-lg text-brand-100">
            None of the six stands out for these answers. Tick what the business has, or talk to our
            team about your situation.
          </p>
        )}
        {notes.length ? (
          <ul className="mt-5 grid gap-1.5 border-t border-white/20 pt-4 text-sm text-brand-100">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-5 text-sm text-brand-100">
          General information about kinds of capital, not a recommendation or an offer: lenders
          decide on their own criteria, and a profile shows which of them would consider your
          business.
        </p>
        <ExternalButtonLink href={site.appSignupUrl} variant="accent" className="mt-5">
          Get Started Free
        </ExternalButtonLink>
      </ResultsPanel>
    </CalculatorColumns>
  )
}
