import type { SuccessStory } from './types'

/**
 * Success-story cards of /who-we-help, in display order. All invented sample deals; a card with an
 * `article` tells the same deal as that case study (amount, product, company, place, industry),
 * which src/server/content/sample-content.test.ts checks.
 */
export const successStories: SuccessStory[] = [
  {
    amount: '$5M',
    productType: 'Term Loan',
    industry: 'Professional Services',
    company: 'Kestrel Managed IT',
    place: 'Charlotte, North Carolina',
    description:
      'A managed IT services firm bought a smaller competitor with a term loan, a seller note and its own cash, bringing all of its staff on board without giving up ownership.',
    fundedYear: 2024,
    article: 'case-study-acquisition-term-loan',
    illustrative: true,
  },
  {
    amount: '$1M',
    productType: 'Tranched Term Loan',
    industry: 'SaaS',
    company: 'Pinecrest Field Software',
    place: 'Kitchener, Ontario',
    description:
      'A field-service software company drew its loan in three tranches as annual recurring revenue reached agreed milestones, hiring its sales team without an early equity round.',
    fundedYear: 2023,
    article: 'case-study-saas-tranched-term-loan',
    illustrative: true,
  },
  {
    amount: '$1.5M',
    productType: 'Invoice Factoring',
    industry: 'Transportation',
    company: 'Ridgeway Freight Lines',
    place: 'Dallas, Texas',
    description:
      'A trucking carrier advanced cash against shipper invoices on 60-day terms, covering fuel and driver payroll while adding fifteen trucks to its fleet.',
    fundedYear: 2025,
    illustrative: true,
  },
  {
    amount: '$3.2M',
    productType: 'SBA Loan',
    industry: 'Retail',
    company: 'Hartwell Home Furnishings',
    place: 'Erie, Pennsylvania',
    description:
      'A family-owned furniture retailer used an SBA-backed loan to buy the building it had leased for a decade and open a second showroom.',
    fundedYear: 2024,
    illustrative: true,
  },
  {
    amount: '$700K',
    productType: 'Venture Debt',
    industry: 'SaaS',
    company: 'Trellis Route Software',
    place: 'Denver, Colorado',
    description:
      'A Series A logistics software company extended its runway by nine months, funding its sales team expansion ahead of the next equity round.',
    fundedYear: 2025,
    illustrative: true,
  },
  {
    amount: '$1.6M',
    productType: 'Asset-Based Revolver',
    industry: 'Manufacturing',
    company: 'Corbel Precision Components',
    place: 'Dayton, Ohio',
    description:
      'A contract manufacturer that won a multi-year supply agreement opened a revolving line secured by its receivables and inventory, so its borrowing grows with its sales.',
    fundedYear: 2024,
    article: 'case-study-manufacturer-asset-based-revolver',
    illustrative: true,
  },
]
