/**
 * The note shown beside sample content (docs/decisions/0021-illustrative-sample-content.md). Every
 * note starts with ILLUSTRATIVE_NOTE_LABEL, which the browser tests look for inside every
 * `[data-illustrative]` element.
 */
export const ILLUSTRATIVE_NOTE_LABEL = 'Illustrative example'

/** The same label on French pages. */
export const FRENCH_ILLUSTRATIVE_NOTE_LABEL = 'Exemple illustratif'

/** What each kind of sample content is called in its note. */
const notes = {
  customer: 'sample content, not a real customer.',
  deal: 'sample deal, not a real customer.',
  lenders: 'sample names and logos, not real lenders.',
  partner: 'sample content, not a real partner.',
  person: 'sample profile, not a real person.',
  article: 'the companies, people and figures in this article are invented sample content.',
} as const

export type SampleSubject = keyof typeof notes

const frenchNotes: Record<SampleSubject, string> = {
  customer: 'contenu d’exemple, pas un vrai client.',
  deal: 'transaction d’exemple, pas un vrai client.',
  lenders: 'noms et logos d’exemple, pas de vrais prêteurs.',
  partner: 'contenu d’exemple, pas un vrai partenaire.',
  person: 'profil d’exemple, pas une vraie personne.',
  article:
    'les entreprises, les personnes et les chiffres de cet article sont des exemples inventés.',
}

/** The full text of the note for one kind of sample content, in one language. */
export function illustrativeNoteText(subject: SampleSubject, locale: 'en' | 'fr' = 'en'): string {
  return locale === 'fr'
    ? `${FRENCH_ILLUSTRATIVE_NOTE_LABEL}\u00a0: ${frenchNotes[subject]}`
    : `${ILLUSTRATIVE_NOTE_LABEL}: ${notes[subject]}`
}
