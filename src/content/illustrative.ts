/**
 * The note shown beside sample content (docs/decisions/0021-illustrative-sample-content.md). Every
 * note starts with ILLUSTRATIVE_NOTE_LABEL, which the browser tests look for inside every
 * `[data-illustrative]` element.
 */
export const ILLUSTRATIVE_NOTE_LABEL = 'Illustrative example'

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

/** The full text of the note for one kind of sample content. */
export function illustrativeNoteText(subject: SampleSubject): string {
  return `${ILLUSTRATIVE_NOTE_LABEL}: ${notes[subject]}`
}
