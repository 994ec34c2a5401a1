import type { ReactNode } from 'react'

/**
 * A wide admin table in a frame that scrolls sideways on a phone; focusable, so the keyboard can
 * scroll it too, and named for screen readers. Positioned, so visually hidden cell text (absolutely
 * placed) stays inside it instead of widening the page.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative min-w-0 overflow-x-auto rounded-card border border-line bg-white shadow-card"
    >
      {children}
    </div>
  )
}
