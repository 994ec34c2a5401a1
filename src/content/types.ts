import type { FundingToolSlug } from './tools'
import type { IconName } from './icons'
import type { ProductAnchorId } from './navigation'

/** Shapes of the typed content in this folder; pages render these, they do not hold copy. */

/**
 * Sample content of the default brand (docs/decisions/0021-illustrative-sample-content.md): people,
 * companies and deals that were invented. Pages show an 'Illustrative example' note beside every
 * item marked true; an operator who puts in a real one sets false.
 */
export type SampleContent = { illustrative: boolean }

export type Testimonial = {
  quote: string
  name: string
  position: string
  rating: 1 | 2 | 3 | 4 | 5
  /** Seed of the drawn avatar (src/components/site/avatar.tsx). */
  avatarSeed: string
} & SampleContent

export type FeatureCard = {
  icon: IconName
  title: string
  /** May use **bold** for emphasis. */
  description: string
  featured: boolean
  /** A page of the site the card leads to (its English address), and the link's words. */
  link?: { label: string; href: string }
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
  /** The funding tool that works out this product's cost, and the link's words. */
  tool?: { slug: FundingToolSlug; label: string }
}

export type StatTile = { number: string; label: string }

export type ValueCard = { icon: IconName; title: string; description: string }

export type SuccessStory = {
  amount: string
  productType: string
  industry: string
  /** The business funded, and where it is (city and state or province). */
  company: string
  place: string
  description: string
  /** The year the facility closed: a fixed date, so the card never claims a period that has passed. */
  fundedYear: number
  /** Slug of the case-study article that tells this deal in full (content/blog/<slug>.md), if any. */
  article?: string
} & SampleContent

export type Step = { number: number; title: string; description: string; icon: IconName }

export type Lender = {
  name: string
  /** Logo drawing: a mark shape and two colours. */
  mark: 'circle' | 'square' | 'diamond' | 'arc' | 'bars' | 'hexagon' | 'leaf' | 'wave'
  colors: [string, string]
} & SampleContent

export type Founder = {
  authorId: 'daniel-okafor' | 'priya-raman'
  bio: string
  linkedin: string
} & SampleContent

/** A partner's story with a quote from one of its people (partner pages). */
export type PartnerCaseStudy = {
  title: string
  summary: string
  quote: string
  quoteName: string
  quoteRole: string
} & SampleContent

export type IconCard = { icon: IconName; title: string; description: string }
