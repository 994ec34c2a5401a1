/** The site map shown in the header and footer; one place for every internal link label. */

import { fundingTools, toolPath } from './tools'

export type NavLink = { label: string; href: string; description?: string }

export const productAnchors = [
  { id: 'merchant-cash-advance', label: 'Merchant Cash Advance' },
  { id: 'asset-based-lending', label: 'Asset-Based Lending' },
  { id: 'term-loans', label: 'Term Loans' },
  { id: 'po-financing', label: 'PO Financing' },
  { id: 'inventory-financing', label: 'Inventory Financing' },
  { id: 'supply-chain-financing', label: 'Supply Chain Financing' },
] as const

export type ProductAnchorId = (typeof productAnchors)[number]['id']

export const productLinks: NavLink[] = productAnchors.map(({ id, label }) => ({
  label,
  href: `/financial-products#${id}`,
}))

export const businessGuideLinks: NavLink[] = [
  { label: 'Debt Financing Guide', href: '/blog/debt-financing-guide' },
  {
    label: 'Understanding Business Financing Options',
    href: '/blog/understanding-business-financing-options',
  },
  {
    label: 'How to Write a Business Plan',
    href: '/blog/how-to-write-a-business-plan-step-by-step-guide',
  },
]

export const toolLinks: NavLink[] = fundingTools.map((tool) => ({
  label: tool.title,
  href: toolPath(tool.slug),
}))

export const allToolsLink: NavLink = { label: 'All Funding Tools', href: '/tools' }

export const allGuidesLink: NavLink = {
  label: 'All Business Guides',
  href: '/blog?category=guides',
}

/** A top-level header entry: either a menu of links or the Knowledge mega menu. */
export type HeaderMenu =
  | { kind: 'menu'; label: string; href: string; items: NavLink[] }
  | {
      kind: 'mega'
      label: string
      columns: { title: string; items: NavLink[]; footer?: NavLink }[]
    }

export const headerMenus: HeaderMenu[] = [
  {
    kind: 'menu',
    label: 'Our Solution',
    href: '/how-it-works',
    items: [
      {
        label: 'How It Works',
        href: '/how-it-works',
        description: 'One profile, AI matching, offers from many lenders.',
      },
      {
        label: 'Who We Help',
        href: '/who-we-help',
        description: 'Industries we serve and the businesses we matched.',
      },
    ],
  },
  {
    kind: 'mega',
    label: 'Knowledge',
    columns: [
      { title: 'Business Guides', items: businessGuideLinks, footer: allGuidesLink },
      { title: 'Capital Solutions', items: productLinks },
      { title: 'Funding Tools', items: toolLinks, footer: allToolsLink },
    ],
  },
  {
    kind: 'menu',
    label: 'Partner With Us',
    href: '/partners',
    items: [
      {
        label: 'Lenders',
        href: '/lenders',
        description: 'Qualified deal flow from vetted businesses.',
      },
      {
        label: 'Referral Partners',
        href: '/referral-partners',
        description: 'Earn commissions with real-time tracking.',
      },
      { label: 'APIs', href: '/apis', description: 'Embed funding with our RESTful API.' },
    ],
  },
  {
    kind: 'menu',
    label: 'Company',
    href: '/about-us',
    items: [
      { label: 'Who We Are', href: '/about-us', description: 'Our mission, values and founders.' },
      { label: 'Blog', href: '/blog', description: 'Guides, insights and company news.' },
      { label: 'Contact Us', href: '/contact-us', description: 'Talk to our team.' },
    ],
  },
]

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Our Solution',
    links: [
      { label: 'How It Works', href: '/how-it-works' },
      { label: 'Who We Help', href: '/who-we-help' },
    ],
  },
  { title: 'Capital Solutions', links: productLinks },
  { title: 'Funding Tools', links: [...toolLinks, allToolsLink] },
  {
    title: 'Partner With Us',
    links: [
      { label: 'Lenders', href: '/lenders' },
      { label: 'Referral Partners', href: '/referral-partners' },
      { label: 'APIs', href: '/apis' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Who We Are', href: '/about-us' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact Us', href: '/contact-us' },
    ],
  },
]

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-terms' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'How We Make Money', href: '/how-we-make-money' },
]
