import type { Lender } from '@/content/types'

/** The drawn mark of a lender logo, in a 40×40 box. */
function Mark({ mark, colors: [dark, light] }: Pick<Lender, 'mark' | 'colors'>) {
  switch (mark) {
    case 'circle':
      return (
        <>
          <circle cx="20" cy="20" r="16" fill={dark} />
          <circle cx="26" cy="14" r="7" fill={light} />
        </>
      )
    case 'square':
      return (
        <>
          <rect x="4" y="4" width="32" height="32" rx="7" fill={dark} />
          <rect x="14" y="14" width="14" height="14" rx="3" fill={light} />
        </>
      )
    case 'diamond':
      return (
        <>
          <path d="M20 3 37 20 20 37 3 20Z" fill={dark} />
          <path d="M20 12 28 20 20 28 12 20Z" fill={light} />
        </>
      )
    case 'arc':
      return (
        <>
          <path
            d="M4 32a16 16 0 0 1 32 0"
            fill="none"
            stroke={dark}
            strokeWidth="7"
            strokeLinecap="round"
          />
          <circle cx="20" cy="30" r="5" fill={light} />
        </>
      )
    case 'bars':
      return (
        <>
          <rect x="5" y="20" width="7" height="15" rx="2" fill={light} />
          <rect x="16" y="12" width="7" height="23" rx="2" fill={dark} />
          <rect x="27" y="5" width="7" height="30" rx="2" fill={dark} />
        </>
      )
    case 'hexagon':
      return (
        <>
          <path d="M20 3 35 11.5v17L20 37 5 28.5v-17Z" fill={dark} />
          <path d="M20 13 27 17v8l-7 4-7-4v-8Z" fill={light} />
        </>
      )
    case 'leaf':
      return (
        <>
          <path d="M6 34C6 16 17 6 35 6c0 18-10 28-29 28Z" fill={dark} />
          <path d="M10 30 28 12" stroke={light} strokeWidth="3" strokeLinecap="round" />
        </>
      )
    case 'wave':
      return (
        <>
          <rect x="3" y="3" width="34" height="34" rx="17" fill={dark} />
          <path
            d="M8 22c4-5 8-5 12 0s8 5 12 0"
            fill="none"
            stroke={light}
            strokeWidth="3.5"
            strokeLinecap="round"
          />
        </>
      )
  }
}

/** A fictional lender's logo, drawn for this site, named for screen readers. */
export function LenderLogo({ lender }: { lender: Lender }) {
  return (
    <svg role="img" aria-label={lender.name} viewBox="0 0 300 48" className="h-12 w-[300px]">
      <Mark mark={lender.mark} colors={lender.colors} />
      <text
        x="50"
        y="30"
        fontFamily="var(--font-sans), sans-serif"
        fontSize="15"
        fontWeight="700"
        fill={lender.colors[0]}
      >
        {lender.name}
      </text>
    </svg>
  )
}
