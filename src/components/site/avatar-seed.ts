/** Background colours of drawn portraits. */
export const avatarBackgrounds = ['dce6ff', 'd3f8ea', 'fde7c8', 'f3dcfb', 'e2e8f0']

/** The seed of a person's portrait: their name in lowercase words joined by hyphens. */
export function avatarSeedOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
