import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * What each kind of sample content is called in its note. Every note starts with
 * ILLUSTRATIVE_NOTE_LABEL, which the browser tests look for inside every `[data-illustrative]`.
 */
const notes = {
  customer: 'sample content, not a real customer.',
  deal: 'sample deal, not a real customer.',
  lenders: 'sample names and logos, not real lenders.',
  partner: 'sample content, not a real partner.',
  person: 'sample profile, not a real person.',
  article: 'the companies, people and figures in this article are invented sample content.',
} as const

export type SampleSubject = keyof typeof notes

export const ILLUSTRATIVE_NOTE_LABEL = 'Illustrative example'

/** The full text of the note for one kind of sample content. */
export function illustrativeNoteText(subject: SampleSubject): string {
  return `${ILLUSTRATIVE_NOTE_LABEL}: ${notes[subject]}`
}

/** A small muted caption; `tone="inverse"` on dark sections. */
export function IllustrativeNote({
  subject,
  tone = 'plain',
  className,
}: {
  subject: SampleSubject
  tone?: 'plain' | 'inverse'
  className?: string
}) {
  return (
    <p
      data-illustrative-note=""
      className={cn(
        'text-xs leading-snug',
        tone === 'inverse' ? 'text-white/75' : 'text-ink-subtle',
        className,
      )}
    >
      {illustrativeNoteText(subject)}
    </p>
  )
}

/**
 * The one way to render an item of sample content (docs/decisions/0021-illustrative-sample-content.md):
 * spread `marker` on the item's root element and place `note` inside it. For an item an operator
 * marked real (`illustrative: false`) both are empty.
 */
export function sampleContent(
  illustrative: boolean,
  subject: SampleSubject,
  options: { tone?: 'plain' | 'inverse'; className?: string } = {},
): { marker: { 'data-illustrative'?: '' }; note: ReactNode } {
  if (!illustrative) return { marker: {}, note: null }
  return {
    marker: { 'data-illustrative': '' },
    note: <IllustrativeNote subject={subject} {...options} />,
  }
}
