import type { authors } from '../authors'

/**
 * What changes of each author in French (src/content/authors.ts keeps the rest: one person, two
 * languages): the role, and the name where it is a description rather than a name.
 */
export const frenchAuthors: Record<
  (typeof authors)[number]['id'],
  { role: string; name?: string }
> = {
  'daniel-okafor': { role: 'Cofondateur et chef de la direction' },
  'priya-raman': { role: 'Cofondatrice et directrice de la technologie' },
  'sofia-alvarez': { role: 'Directrice du marketing' },
  'liam-chen': { role: 'Spécialiste principal du financement' },
  'hannah-brooks': { role: 'Spécialiste du financement' },
  'marcus-reid': { role: 'Directeur des partenariats' },
  'guest-contributor': { role: 'Rédaction financière', name: 'Collaboration externe' },
}
