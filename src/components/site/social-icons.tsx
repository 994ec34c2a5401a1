/** Simple line glyphs for the social networks, drawn for this site (lucide has no brand icons). */

const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  className: 'size-5',
}

export function LinkedInIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M8 10.5V16M8 7.6v.1M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.3-2.6S16 11.2 16 13v3" />
    </svg>
  )
}

export function InstagramIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <path d="M17 7v.1" />
    </svg>
  )
}

export function XIcon() {
  return (
    <svg {...common}>
      <path d="M4.5 4.5h4.2l10.8 15h-4.2zM19.2 4.5l-5.9 6.6M10.7 12.9l-5.9 6.6" />
    </svg>
  )
}

export function FacebookIcon() {
  return (
    <svg {...common}>
      <path d="M14.5 20.5v-7h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.5V4.6a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.1H9v3h2.5v7" />
    </svg>
  )
}
