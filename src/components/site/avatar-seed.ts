import { authors } from '@/content/authors'
import { partnerCaseStudy, referralCaseStudy } from '@/content/partners'
import { testimonials } from '@/content/testimonials'
import { slugify } from '@/lib/slugify'

/** Background colours of drawn portraits. */
export const avatarBackgrounds = ['dce6ff', 'd3f8ea', 'fde7c8', 'f3dcfb', 'e2e8f0']

/** The seed of a person's portrait: their name in lowercase words joined by hyphens. */
export const avatarSeedOf = slugify

/** Every portrait the site shows: the only seeds /avatars/{seed} draws (any other is a 404). */
export function portraitSeeds(): string[] {
  const seeds = [
    ...testimonials.map((testimonial) => testimonial.avatarSeed),
    ...authors.flatMap((author) => ('portrait' in author ? [author.portrait] : [])),
    avatarSeedOf(partnerCaseStudy.quoteName),
    avatarSeedOf(referralCaseStudy.quoteName),
  ]
  return [...new Set(seeds)]
}
