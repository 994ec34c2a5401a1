/** French words of ../stats.ts: same items, same order, same non-text values. */
import type { StatTile } from '../types'

export const companyStats: StatTile[] = [
  { number: 'Plus de 3,5 G$', label: 'en demandes de financement' },
  { number: 'Plus de 1 000', label: 'entreprises financées' },
  { number: 'Plus de 120', label: 'prêteurs vérifiés' },
  { number: '4 fois', label: 'plus de chances de réussite' },
]

/** The partner stats banner, in French. */
export const partnerStats: StatTile[] = [
  { number: '23 %', label: 'de réduction du cycle de vente' },
  { number: '64 %', label: 'd’augmentation des demandes complètes' },
]
