import { slugify } from '@/lib/slugify'

/** Background colours of drawn portraits. */
export const avatarBackgrounds = ['dce6ff', 'd3f8ea', 'fde7c8', 'f3dcfb', 'e2e8f0']

/** The seed of a person's portrait: their name in lowercase words joined by hyphens. */
export const avatarSeedOf = slugify
