import type { IconName } from './icons'
import type { ProductAnchorId } from './navigation'

/** Shapes of the typed content in this folder; pages render these, they do not hold copy. */

export type Testimonial = {
  quote: string
  name: string
  position: string
  rating: 1 | 2 | 3 | 4 | 5
  /** Seed of the drawn avatar (src/components/site/avatar.tsx). */
  avatarSeed: string
}

export type FeatureCard = {
  icon: IconName
  title: string
  /** May use **bold** for emphasis. */
  description: string
  featured: boolean
}

export type IndustryCard = { icon: IconName; title: string; description: string; items: string[] }

export type FinancialProduct = {
  id: ProductAnchorId
  title: string
  subtitle: string
  description: string
  icon: IconName
  features: [string, string, string, string]
  imageAlt: string
}

export type StatTile = { number: string; label: string }

export type ValueCard = { icon: IconName; title: string; description: string }

export type SuccessStory = {
  amount: string
  productType: string
  industry: string
  description: string
}

export type Step = { number: number; title: string; description: string; icon: IconName }

export type Lender = {
  name: string
  /** Logo drawing: a mark shape and two colours. */
  mark: 'circle' | 'square' | 'diamond' | 'arc' | 'bars' | 'hexagon' | 'leaf' | 'wave'
  colors: [string, string]
}

export type Founder = { authorId: 'daniel-okafor' | 'priya-raman'; bio: string; linkedin: string }

export type IconCard = { icon: IconName; title: string; description: string }
