import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { SectionHeading } from './section-heading'

const tones = {
  plain: '',
  tinted: 'bg-surface',
  dark: 'bg-brand-950 text-white',
}

/** The background of a section: none, the light surface, or the dark brand colour. */
export type SectionTone = keyof typeof tones

// The narrower columns keep the small-screen side padding: on large screens they no longer fill the width.
const widths = {
  wide: 'max-w-7xl px-4 sm:px-6 lg:px-8',
  medium: 'max-w-5xl px-4 sm:px-6',
  narrow: 'max-w-3xl px-4 sm:px-6',
}

const spacings = { normal: 'py-20', compact: 'py-12' }

const gaps = { small: 'mt-8', medium: 'mt-10', large: 'mt-12' }

/**
 * A band of a page: a centred heading (or, with `hiddenTitle`, one for screen readers only) over
 * the body, in a column of the given width. The section is labelled by its heading, `id`.
 */
export function Section({
  id,
  title,
  eyebrow,
  description,
  hiddenTitle = false,
  tone = 'plain',
  width = 'wide',
  spacing = 'normal',
  gap = 'large',
  children,
}: {
  id: string
  title: string
  eyebrow?: string
  description?: string
  hiddenTitle?: boolean
  tone?: SectionTone
  width?: keyof typeof widths
  /** The padding above and below the band. */
  spacing?: keyof typeof spacings
  /** The space between the heading and the body. */
  gap?: keyof typeof gaps
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={cn(tones[tone], spacings[spacing])} data-reveal>
      <div className={cn('mx-auto', widths[width])}>
        {hiddenTitle ? (
          <>
            <h2 id={id} className="sr-only">
              {title}
            </h2>
            {children}
          </>
        ) : (
          <>
            <SectionHeading
              id={id}
              eyebrow={eyebrow}
              title={title}
              description={description}
              inverse={tone === 'dark'}
            />
            <div className={gaps[gap]}>{children}</div>
          </>
        )}
      </div>
    </section>
  )
}
