import type { FinancialProduct } from './types'

/** The six product sections of /financial-products, in anchor order. */
export const financialProducts: FinancialProduct[] = [
  {
    id: 'merchant-cash-advance',
    title: 'Merchant Cash Advance',
    subtitle: 'Fast capital repaid from your sales',
    description:
      "Receive a lump sum in exchange for a share of future card and online sales. Some advances collect a percentage of each day's sales, so repayments rise and fall with your revenue; many take a fixed daily or weekly debit from your bank account instead, whatever your sales that week.",
    icon: 'Zap',
    features: [
      'Approval in 24-48 hours',
      'Up to $500K',
      'Repaid by a share of sales or a fixed daily or weekly debit',
      'Priced with a factor rate, not an interest rate',
    ],
    imageAlt: 'Illustration of a card terminal with a rising revenue line',
    tool: { slug: 'merchant-cash-advance-calculator', label: 'Work out the APR' },
  },
  {
    id: 'asset-based-lending',
    title: 'Asset-Based Lending',
    subtitle: 'Borrow against what your business owns',
    description:
      'Turn receivables, inventory and equipment into a revolving line of credit. Your borrowing base grows as your assets do, giving asset-heavy businesses more room than unsecured credit.',
    icon: 'Scale',
    features: [
      'Secured by receivables, inventory or equipment',
      'Revolving access to capital',
      'Limits that grow with your collateral',
      'Suited to asset-heavy balance sheets',
    ],
    imageAlt: 'Illustration of stacked boxes, an invoice and a machine resting on a balance scale',
    tool: { slug: 'line-of-credit-calculator', label: 'Cost a draw' },
  },
  {
    id: 'term-loans',
    title: 'Term Loans',
    subtitle: 'Predictable funding for planned growth',
    description:
      'Borrow a fixed amount up front and repay it on a set schedule. Term loans fit long-lived investments such as acquisitions, expansion, new locations and major equipment.',
    icon: 'CalendarRange',
    features: [
      'Terms from 1-7 years',
      'Fixed or variable rates',
      'Scheduled monthly repayments',
      'For expansion, acquisitions and equipment',
    ],
    imageAlt: 'Illustration of a calendar beside a stepped bar chart trending upward',
    tool: { slug: 'term-loan-calculator', label: 'Estimate a payment' },
  },
  {
    id: 'po-financing',
    title: 'PO Financing',
    subtitle: 'Fulfil large orders without draining cash',
    description:
      'When a customer order is bigger than your working capital, a lender pays your supplier directly. You deliver the goods, your customer pays, and the advance is settled from that payment.',
    icon: 'ClipboardCheck',
    features: [
      'Up to $10M',
      '90-day average terms',
      'Suppliers paid directly',
      "Based on your customer's credit strength",
    ],
    imageAlt: 'Illustration of a purchase order with a checkmark linked to a delivery truck',
  },
  {
    id: 'inventory-financing',
    title: 'Inventory Financing',
    subtitle: 'Stock up before demand arrives',
    description:
      'Buy inventory ahead of peak seasons and product launches, using the stock itself as collateral. Repay as the goods sell rather than tying up cash for months.',
    icon: 'Boxes',
    features: [
      'Inventory serves as collateral',
      'Fund seasonal and bulk purchases',
      'Repay as products sell',
      'Keeps operating cash free',
    ],
    imageAlt: 'Illustration of warehouse shelves filled with labelled boxes and a price tag',
  },
  {
    id: 'supply-chain-financing',
    title: 'Supply Chain Financing',
    subtitle: 'Pay suppliers early, keep your terms',
    description:
      'A lender pays your suppliers early while you keep longer payment terms, strengthening supplier relationships and your cash position. Invoices and supplier data are protected with 256-bit encryption.',
    icon: 'Network',
    features: [
      'Early payment for your suppliers',
      'Extended terms for your business',
      'Frees up working capital',
      'Invoices shared only with lenders you choose',
    ],
    imageAlt: 'Illustration of a factory, a warehouse and a store linked by a payment flow',
  },
]
