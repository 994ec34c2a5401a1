/** The funding tools (issue 22): one list for the index, the menus, the footer and the sitemap. */

import type { IconName } from './icons'

export type FundingTool = {
  slug: string
  /** The link's and the page's name. */
  title: string
  /** One sentence for the index card and the page's description. */
  summary: string
  icon: IconName
}

export const fundingTools = [
  {
    slug: 'product-finder',
    title: 'Funding Product Finder',
    summary:
      'Six questions about your business, and which kinds of capital are usually worth a look, with the reasons why.',
    icon: 'Compass',
  },
  {
    slug: 'funding-readiness',
    title: 'Funding Readiness Check',
    summary:
      'What lenders will ask for, the documents to prepare where you are, and the three steps that would most improve your chances, before you apply.',
    icon: 'ClipboardCheck',
  },
  {
    slug: 'term-loan-calculator',
    title: 'Term Loan Calculator',
    summary:
      'Your payment, total interest and APR with fees, and the whole amortization schedule as a table, a chart or a spreadsheet.',
    icon: 'Calculator',
  },
  {
    slug: 'merchant-cash-advance-calculator',
    title: 'Merchant Cash Advance Calculator',
    summary:
      'What an advance costs in dollars and as an estimated APR, repaid by a daily or weekly debit or a share of your sales.',
    icon: 'Zap',
  },
  {
    slug: 'line-of-credit-calculator',
    title: 'Line of Credit Calculator',
    summary:
      'The interest on the balance you draw, by the day and the month, and what it comes to over the time you keep it.',
    icon: 'Banknote',
  },
  {
    slug: 'invoice-factoring-calculator',
    title: 'Invoice Factoring Calculator',
    summary:
      'What a factor pays you now and later for an invoice, its fee, and that fee as a yearly rate on the money advanced.',
    icon: 'FileStack',
  },
  {
    slug: 'offer-check',
    title: 'Offer Check',
    summary:
      'Type the terms you were offered, as they were given, and see what the offer really costs, stated the same way as any other; compare up to three side by side.',
    icon: 'Scale',
  },
] as const satisfies FundingTool[]

export type FundingToolSlug = (typeof fundingTools)[number]['slug']

/** A tool as the pages list it, in either language (src/content/fr/tools.ts). */
export type ListedFundingTool = FundingTool & { slug: FundingToolSlug }

export const toolPath = (slug: FundingToolSlug) => `/tools/${slug}` as const
