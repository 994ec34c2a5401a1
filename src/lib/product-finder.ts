import type { ProductAnchorId } from '@/content/navigation'
import type { Messages } from '@/i18n/messages'

/**
 * The product finder's reasoning (issue 22): from a few answers about a business, which of the
 * six kinds of capital on /financial-products are usually worth a look, and why. General
 * information written as rules a person can read; it recommends nothing and offers nothing.
 * The questions, answers, reasons and notes are named here; their words, in each language, are
 * the `ProductFinder` namespace of src/i18n/messages.
 */

/** Each question and its answers, in the order the page asks and lists them. */
export const finderQuestions = {
  country: ['ca', 'us'],
  years: ['new', 'young', 'established'],
  revenue: ['small', 'medium', 'large', 'larger'],
  purpose: ['cashflow', 'equipment', 'stock', 'order', 'growth', 'suppliers'],
  speed: ['days', 'weeks', 'months'],
} as const

/** What the business has that capital can be based on (any number of them). */
export const finderAssets = [
  'invoices',
  'inventory',
  'orders',
  'equipment',
  'recurring',
  'cards',
] as const

export type FinderAsset = (typeof finderAssets)[number]

export type FinderQuestion = keyof typeof finderQuestions
export type FinderAnswers = {
  [Name in FinderQuestion]: (typeof finderQuestions)[Name][number]
} & { assets: FinderAsset[] }

/**
 * Answers where any question may be left unanswered (the readiness check's, issue 39): a rule that
 * needs a missing answer does not apply.
 */
export type SomeFinderAnswers = Partial<Omit<FinderAnswers, 'assets'>> & { assets: FinderAsset[] }

/** Why a product is shown: a key of the catalogues' `ProductFinder.reasons`, which hold its words. */
export type FinderReason = keyof Messages['ProductFinder']['reasons']

/** A note that is not about one product: a key of `ProductFinder.notes`. */
export type FinderNote = keyof Messages['ProductFinder']['notes']

export type ProductMatch = { product: ProductAnchorId; reasons: FinderReason[] }

/** A reason to show a product; a product built for what the money is for weighs double. */
type Rule = {
  product: ProductAnchorId
  when: (answers: SomeFinderAnswers) => boolean
  reason: FinderReason
  forPurpose?: true
}

const has = (answers: SomeFinderAnswers, asset: FinderAsset) => answers.assets.includes(asset)
const atLeast = (answers: SomeFinderAnswers, band: FinderAnswers['revenue']) =>
  answers.revenue !== undefined &&
  finderQuestions.revenue.indexOf(answers.revenue) >= finderQuestions.revenue.indexOf(band)

const rules: Rule[] = [
  {
    product: 'merchant-cash-advance',
    when: (answers) => has(answers, 'cards'),
    reason: 'cardSales',
  },
  {
    product: 'merchant-cash-advance',
    when: (answers) => answers.speed === 'days',
    reason: 'quickest',
  },
  {
    product: 'merchant-cash-advance',
    when: (answers) => answers.years === 'new' && has(answers, 'cards'),
    reason: 'shortHistory',
  },
  {
    product: 'asset-based-lending',
    when: (answers) => has(answers, 'invoices'),
    reason: 'invoiceBase',
  },
  {
    product: 'asset-based-lending',
    when: (answers) => has(answers, 'inventory') && answers.purpose === 'cashflow',
    reason: 'inventoryLine',
  },
  {
    product: 'asset-based-lending',
    when: (answers) => has(answers, 'equipment') && answers.purpose !== 'equipment',
    reason: 'equipmentBase',
  },
  {
    product: 'term-loans',
    when: (answers) => answers.purpose === 'equipment' || answers.purpose === 'growth',
    reason: 'longInvestment',
    forPurpose: true,
  },
  {
    product: 'term-loans',
    when: (answers) => answers.years === 'established' && atLeast(answers, 'medium'),
    reason: 'establishedSales',
  },
  {
    product: 'term-loans',
    when: (answers) => has(answers, 'recurring'),
    reason: 'recurringRevenue',
  },
  {
    product: 'po-financing',
    when: (answers) => has(answers, 'orders'),
    reason: 'purchaseOrders',
  },
  {
    product: 'po-financing',
    when: (answers) => answers.purpose === 'order',
    reason: 'largeOrder',
    forPurpose: true,
  },
  {
    product: 'inventory-financing',
    when: (answers) => answers.purpose === 'stock',
    reason: 'seasonalStock',
    forPurpose: true,
  },
  {
    product: 'inventory-financing',
    when: (answers) => has(answers, 'inventory') && answers.purpose !== 'stock',
    reason: 'inventorySecurity',
  },
  {
    product: 'supply-chain-financing',
    when: (answers) => answers.purpose === 'suppliers',
    reason: 'earlySuppliers',
    forPurpose: true,
  },
  {
    product: 'supply-chain-financing',
    when: (answers) => atLeast(answers, 'large') && has(answers, 'invoices'),
    reason: 'supplierInvoices',
  },
]

/** Things worth knowing that are not about one product. */
export function finderNotes(answers: SomeFinderAnswers): FinderNote[] {
  const notes: FinderNote[] = []
  if (answers.speed === 'days') notes.push('fasterCostsMore')
  if (answers.years === 'new') notes.push('youngBusiness')
  if (answers.revenue === 'small') notes.push('smallRevenue')
  if (answers.country === 'us' && (answers.purpose === 'equipment' || answers.purpose === 'growth'))
    notes.push('sba')
  return notes
}

/** The products the answers point to, the best supported first; the others are left out. */
export function findProducts(answers: SomeFinderAnswers): ProductMatch[] {
  const matches = new Map<ProductAnchorId, { reasons: FinderReason[]; weight: number }>()
  for (const rule of rules) {
    if (!rule.when(answers)) continue
    const match = matches.get(rule.product) ?? { reasons: [], weight: 0 }
    match.reasons.push(rule.reason)
    match.weight += rule.forPurpose ? 2 : 1
    matches.set(rule.product, match)
  }
  return [...matches]
    .sort(([, a], [, b]) => b.weight - a.weight)
    .map(([product, { reasons }]) => ({ product, reasons }))
}
