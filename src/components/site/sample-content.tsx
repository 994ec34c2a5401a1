import type { ReactNode } from 'react'
import { illustrativeNoteText, type SampleSubject } from '@/content/illustrative'
import type { Locale } from '@/i18n/locales'
import { cn } from '@/lib/cn'

/** A small muted caption; `tone="inverse"` on dark sections. */
export function IllustrativeNote({
  subject,
  locale = 'en',
  tone = 'plain',
  className,
}: {
  subject: SampleSubject
  locale?: Locale
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
      {illustrativeNoteText(subject, locale)}
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
  options: { locale?: Locale; tone?: 'plain' | 'inverse'; className?: string } = {},
): { marker: { 'data-illustrative'?: '' }; note: ReactNode } {
  if (!illustrative) return { marker: {}, note: null }
  return {
    marker: { 'data-illustrative': '' },
    note: <IllustrativeNote subject={subject} {...options} />,
  }
}
