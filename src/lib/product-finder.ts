import type { ProductAnchorId } from '@/content/navigation'

/**
 * The product finder's reasoning (issue 22): from a few answers about a business, which of the
 * six kinds of capital on /financial-products are usually worth a look, and why. General
 * information written as rules a person can read; it recommends nothing and offers nothing.
 */

export const finderQuestions = {
  country: {
    legend: 'Where is the business?',
    options: { ca: 'Canada', us: 'United States' },
  },
  years: {
    legend: 'How long has it been trading?',
    options: { new: 'Under a year', young: '1 to 2 years', established: 'Over 2 years' },
  },
  revenue: {
    legend: 'Roughly how much does it sell a month?',
    options: {
      small: 'Under $10,000',
      medium: '$10,000 to $50,000',
      large: '$50,000 to $250,000',
      larger: 'Over $250,000',
    },
  },
  purpose: {
    legend: 'What is the money for?',
    options: {
      cashflow: 'Cash flow between sales',
      equipment: 'Equipment or vehicles',
      stock: 'Stock before a busy season',
      order: 'Filling a large order',
      growth: 'Expansion or an acquisition',
      suppliers: 'Paying suppliers sooner',
    },
  },
  speed: {
    legend: 'How soon is it needed?',
    options: { days: 'Within days', weeks: 'In a few weeks', months: 'In a month or more' },
  },
} as const

/** What the business has that capital can be based on (any number of them). */
export const finderAssets = {
  invoices: 'Unpaid invoices from business customers',
  inventory: 'Inventory',
  orders: 'Purchase orders from customers',
  equipment: 'Equipment or vehicles',
  recurring: 'Recurring or subscription revenue',
  cards: 'Card or online sales',
} as const

type Question = keyof typeof finderQuestions
export type FinderAnswers = {
  [Name in Question]: keyof (typeof finderQuestions)[Name]['options']
} & { assets: (keyof typeof finderAssets)[] }

export type ProductMatch = { product: ProductAnchorId; reasons: string[] }

/** A reason to show a product; a product built for what the money is for weighs double. */
type Rule = {
  product: ProductAnchorId
  when: (answers: FinderAnswers) => boolean
  reason: string
  forPurpose?: true
}

const has = (answers: FinderAnswers, asset: keyof typeof finderAssets) =>
  answers.assets.includes(asset)
const atLeast = (answers: FinderAnswers, band: FinderAnswers['revenue']) =>
  Object.keys(finderQuestions.revenue.options).indexOf(answers.revenue) >=
  Object.keys(finderQuestions.revenue.options).indexOf(band)

const rules: Rule[] = [
  {
    product: 'merchant-cash-advance',
    when: (answers) => has(answers, 'cards'),
    reason: 'It is repaid from card and online sales like yours.',
  },
  {
    product: 'merchant-cash-advance',
    when: (answers) => answers.speed === 'days',
    reason: 'Approval usually comes in 24-48 hours, the quickest of the six.',
  },
  {
    product: 'merchant-cash-advance',
    when: (answers) => answers.years === 'new' && has(answers, 'cards'),
    reason: 'Providers look mostly at recent sales, so a short history matters less.',
  },
  {
    product: 'asset-based-lending',
    when: (answers) => has(answers, 'invoices'),
    reason: 'Unpaid invoices can form a borrowing base for a revolving line.',
  },
  {
    product: 'asset-based-lending',
    when: (answers) => has(answers, 'inventory') && answers.purpose === 'cashflow',
    reason: 'Inventory can support a line that covers the gaps between sales.',
  },
  {
    product: 'asset-based-lending',
    when: (answers) => has(answers, 'equipment') && answers.purpose !== 'equipment',
    reason: 'Equipment you own can add to what you may borrow.',
  },
  {
    product: 'term-loans',
    when: (answers) => answers.purpose === 'equipment' || answers.purpose === 'growth',
    reason: 'A fixed amount repaid over 1-7 years suits a long-lived investment.',
    forPurpose: true,
  },
  {
    product: 'term-loans',
    when: (answers) => answers.years === 'established' && atLeast(answers, 'medium'),
    reason: 'Two years of trading and steady sales are what term lenders usually ask for.',
  },
  {
    product: 'term-loans',
    when: (answers) => has(answers, 'recurring'),
    reason: 'Predictable recurring revenue makes scheduled repayments easier to plan.',
  },
  {
    product: 'po-financing',
    when: (answers) => has(answers, 'orders'),
    reason: 'Confirmed purchase orders can pay your supplier before your customer pays you.',
  },
  {
    product: 'po-financing',
    when: (answers) => answers.purpose === 'order',
    reason: 'It is built for filling an order larger than your cash allows.',
    forPurpose: true,
  },
  {
    product: 'inventory-financing',
    when: (answers) => answers.purpose === 'stock',
    reason: 'It pays for stock ahead of a busy season, secured by the stock itself.',
    forPurpose: true,
  },
  {
    product: 'inventory-financing',
    when: (answers) => has(answers, 'inventory') && answers.purpose !== 'stock',
    reason: 'Inventory you hold can secure the financing.',
  },
  {
    product: 'supply-chain-financing',
    when: (answers) => answers.purpose === 'suppliers',
    reason: 'A lender pays your suppliers early while you keep your payment terms.',
    forPurpose: true,
  },
  {
    product: 'supply-chain-financing',
    when: (answers) => atLeast(answers, 'large') && has(answers, 'invoices'),
    reason: 'It tends to suit businesses with regular, sizeable supplier invoices.',
  },
]

/** Things worth knowing that are not about one product. */
export function finderNotes(answers: FinderAnswers): string[] {
  const notes: string[] = []
  if (answers.speed === 'days')
    notes.push(
      'Faster money usually costs more. Compare the total cost, not just how soon it arrives.',
    )
  if (answers.years === 'new')
    notes.push(
      'Many lenders ask for a year or two of trading; a business under a year old often has fewer choices.',
    )
  if (answers.revenue === 'small')
    notes.push('At this size, amounts offered are usually modest and tied closely to your sales.')
  if (answers.country === 'us' && (answers.purpose === 'equipment' || answers.purpose === 'growth'))
    notes.push(
      'In the United States, loans partly guaranteed by the Small Business Administration are another route for these purposes.',
    )
  return notes
}

/** The products the answers point to, the best supported first; the others are left out. */
export function findProducts(answers: FinderAnswers): ProductMatch[] {
  const matches = new Map<ProductAnchorId, { reasons: string[]; weight: number }>()
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
