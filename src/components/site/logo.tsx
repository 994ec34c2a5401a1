import { useId } from 'react'
import { site } from '@/content/site'
import { cn } from '@/lib/cn'

/** The mark's strokes on a 32 x 32 grid, shared by the logo and the generated app icon. */
export const logoStrokes = [
  { d: 'M8 23.5c3.2 0 4.6-2.1 6.1-5.2l1.2-2.5c1.3-2.7 2.7-4.3 5.7-4.3H24', stroke: '#fff' },
  { d: 'M8 17.5c2.2 0 3.3-.9 4.3-2.6', stroke: '#6ee7c1' },
  { d: 'M21.2 8.2 25 11.5l-3.8 3.3', stroke: '#fff', strokeLinejoin: 'round' },
] as const

/** The brand mark: two lanes merging into one rising path, drawn for this site. */
export function LogoMark({ className }: { className?: string }) {
  // The mark appears several times on a page (header, footer, app drawings): ids must not repeat.
  // The prefix keeps them apart from other drawings' ids, which a later server render (a page
  // reached by client navigation, under the same header) numbers from the start again.
  const gradientId = `logo-gradient${useId()}`
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient
          id={gradientId}
          x1="0"
          y1="32"
          x2="32"
          y2="0"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#1b3aa8" />
          <stop offset="1" stopColor="#3562eb" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      {logoStrokes.map((stroke) => (
        <path key={stroke.d} fill="none" strokeWidth="2.6" strokeLinecap="round" {...stroke} />
      ))}
    </svg>
  )
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span className={cn('text-xl font-bold tracking-tight', inverse ? 'text-white' : 'text-ink')}>
        {site.name}
      </span>
    </span>
  )
}
