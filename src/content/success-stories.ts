import type { SuccessStory } from './types'

/** Success-story cards of /who-we-help (fictional businesses), in display order. */
export const successStories: SuccessStory[] = [
  {
    amount: '$5M',
    productType: 'Term Loan',
    industry: 'Professional Services',
    description:
      'A managed IT services firm in Ontario acquired a regional competitor, doubling its client base and adding a second operations centre without diluting ownership.',
  },
  {
    amount: '$1M',
    productType: 'Tranched Term Loan',
    industry: 'Ecommerce',
    description:
      'A direct-to-consumer skincare brand drew funds in tranches tied to revenue milestones, financing inventory and retail expansion only as each sales target was reached.',
  },
  {
    amount: '$1.5M',
    productType: 'Invoice Factoring',
    industry: 'Transportation',
    description:
      'A Texas trucking carrier advanced cash against shipper invoices on 60-day terms, covering fuel and driver payroll while adding fifteen trucks to its fleet.',
  },
  {
    amount: '$3.2M',
    productType: 'SBA Loan',
    industry: 'Manufacturing',
    description:
      'An Ohio metal fabricator used an SBA-backed loan to buy the building it had leased for a decade and install two new laser-cutting lines.',
  },
  {
    amount: '$700K',
    productType: 'Venture Debt',
    industry: 'SaaS',
    description:
      'A Series A logistics software company extended its runway by nine months, funding its sales team expansion ahead of the next equity round.',
  },
  {
    amount: '$1.6M',
    productType: 'Asset-Based Revolver',
    industry: 'Retail',
    description:
      'A Canadian outdoor gear retailer with twelve stores opened a revolving line secured by inventory and receivables to stock up for winter and open two locations.',
  },
]
