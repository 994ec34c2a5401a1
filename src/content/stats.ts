import type { StatTile } from './types'

/** Company stat tiles (docs/product.md, About); the figures are marketing claims kept as stated. */
export const companyStats: StatTile[] = [
  { number: '$3.5B+', label: 'in capital requests' },
  { number: '1000+', label: 'businesses funded' },
  { number: '120+', label: 'verified lenders' },
  { number: '4x', label: 'success rate' },
]

/** The partner stats banner (docs/product.md, Lenders). */
export const partnerStats: StatTile[] = [
  { number: '23%', label: 'decrease in sales cycle' },
  { number: '64%', label: 'increase in completed applications' },
]
