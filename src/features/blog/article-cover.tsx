import {
  CalendarDays,
  Coins,
  Factory,
  FileText,
  Globe,
  Handshake,
  Rocket,
  ShieldCheck,
  Store,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/cn'
import type { ArticleCategory, CoverMotif } from '@/content/blog'

const motifIcons: Record<CoverMotif, LucideIcon> = {
  chart: TrendingUp,
  coins: Coins,
  handshake: Handshake,
  document: FileText,
  globe: Globe,
  calendar: CalendarDays,
  shield: ShieldCheck,
  rocket: Rocket,
  store: Store,
  factory: Factory,
}

const palettes: Record<ArticleCategory, [string, string, string]> = {
  'Press Release': ['#1b3aa8', '#3562eb', '#6ee7c1'],
  Guide: ['#0d1a44', '#2148d1', '#8aabff'],
  'Case Study': ['#05704f', '#10b985', '#d3f8ea'],
  Insights: ['#172c6b', '#5a85f8', '#b9ccff'],
  Commentary: ['#3b1d6e', '#7c4ddb', '#e3d5ff'],
  'Banking Knowledge': ['#0f3d5e', '#1f7fb8', '#bde3f7'],
  'Thought Leadership': ['#5a2a0c', '#c2620f', '#fde7c8'],
}

/** A small deterministic number from the slug, so each cover differs but never changes. */
function seedOf(slug: string): number {
  let hash = 7
  for (const character of slug) hash = (hash * 31 + character.charCodeAt(0)) % 100_003
  return hash
}

/** Cover art drawn for each article from its category colours, its motif and its slug. */
export function ArticleCover({
  slug,
  category,
  motif,
  className,
}: {
  slug: string
  category: ArticleCategory
  motif: CoverMotif
  className?: string
}) {
  const [dark, mid, light] = palettes[category]
  const seed = seedOf(slug)
  const Icon = motifIcons[motif]
  const wave = 120 + (seed % 140)
  const circleX = 760 + (seed % 260)
  // One article's cover may appear twice on a page (featured and listed): ids must not repeat.
  // The prefix keeps them apart from the logo's (see LogoMark).
  const id = useId()
  const gradientId = `cover-gradient${id}`
  const dotsId = `cover-dots${id}`
  return (
    <svg
      viewBox="0 0 1200 630"
      role="presentation"
      aria-hidden="true"
      className={cn('h-auto w-full', className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={dark} />
          <stop offset="1" stopColor={mid} />
        </linearGradient>
        <pattern id={dotsId} x="53" y="53" width="34" height="34" patternUnits="userSpaceOnUse">
          <circle cx="17" cy="17" r="3" fill={light} opacity="0.28" />
        </pattern>
      </defs>
      <rect width="1200" height="630" fill={`url(#${gradientId})`} />
      <circle
        cx={circleX}
        cy={140 + (seed % 120)}
        r={220 + (seed % 80)}
        fill={light}
        opacity="0.12"
      />
      <circle cx={circleX - 420} cy={520} r={160} fill={light} opacity="0.08" />
      <path
        d={`M0 ${430 + (seed % 60)} C 260 ${430 - wave}, 520 ${520 + (seed % 50)}, 820 ${380 - (seed % 90)} S 1120 ${260 + (seed % 70)}, 1200 ${300}`}
        fill="none"
        stroke={light}
        strokeWidth="6"
        opacity="0.55"
      />
      <path
        d={`M0 ${500 + (seed % 40)} C 300 ${470 - wave / 2}, 560 ${580}, 860 ${450 - (seed % 60)} S 1140 ${360}, 1200 ${390}`}
        fill="none"
        stroke={light}
        strokeWidth="3"
        opacity="0.3"
      />
      {/* A 10 by 6 grid of dots, 34 units apart from (70, 70): one patterned rectangle instead
          of 60 circles, so each cover is a dozen elements to send and hydrate, not seventy. */}
      <rect x="53" y="53" width="340" height="204" fill={`url(#${dotsId})`} />
      <g transform="translate(820 150)">
        <rect width="260" height="260" rx="64" fill="#ffffff" opacity="0.14" />
        <Icon x={50} y={50} width={160} height={160} color="#ffffff" strokeWidth={1.5} />
      </g>
    </svg>
  )
}
