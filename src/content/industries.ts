import type { IndustryCard } from './types'

/** Industry cards of /who-we-help, in display order; the last groups the other industries. */
export const industries: IndustryCard[] = [
  {
    icon: 'ShoppingCart',
    title: 'Ecommerce',
    description:
      'Online brands that need capital ahead of revenue: stock for peak seasons, ad spend that scales with demand and new sales channels.',
    items: [
      'Inventory financing for peak seasons',
      'Revenue-based funding for ad spend',
      'Merchant cash advances',
      'PO financing for large wholesale orders',
    ],
  },
  {
    icon: 'Cloud',
    title: 'SaaS',
    description:
      'Subscription software companies funding growth against recurring revenue, without giving up equity between priced rounds.',
    items: [
      'Recurring revenue lines of credit',
      'Venture debt to extend runway',
      'Term loans for hiring and product',
    ],
  },
  {
    icon: 'Store',
    title: 'Retail',
    description:
      'Independent stores and multi-location retailers covering new openings, renovations, seasonal stock and the gap between buying and selling.',
    items: [
      'Store openings and fit-outs',
      'Seasonal inventory purchases',
      'Merchant cash advances on card sales',
      'Equipment and point-of-sale upgrades',
    ],
  },
  {
    icon: 'Briefcase',
    title: 'Professional Services',
    description:
      'Agencies, consultancies and accounting and law firms bridging slow-paying clients, funding hires or buying out a practice.',
    items: [
      'Working capital for payroll',
      'Invoice factoring for long payment terms',
      'Term loans for practice acquisitions',
    ],
  },
  {
    icon: 'Factory',
    title: 'Manufacturing',
    description:
      'Producers and fabricators financing equipment, raw materials and large orders, often secured by the assets already on their balance sheet.',
    items: [
      'Asset-based lending on receivables and inventory',
      'Equipment financing for new lines',
      'PO financing for raw materials',
      'SBA loans for facility expansion',
    ],
  },
  {
    icon: 'Truck',
    title: 'Transportation',
    description:
      'Carriers, fleets and logistics operators covering fuel, payroll and maintenance while waiting 30 to 90 days on shipper invoices.',
    items: [
      'Freight invoice factoring',
      'Fleet and trailer financing',
      'Working capital for fuel and payroll',
    ],
  },
  {
    icon: 'Layers',
    title: 'Other Industries',
    description:
      'Specialized sectors with lenders in our network who understand their regulation, collateral and cash cycles.',
    items: ['Cannabis/Hemp', 'Lender Finance', 'Pharmaceuticals', 'Real Estate'],
  },
]
