import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import { authors } from '@/content/authors'
import { partnerCaseStudy, referralCaseStudy } from '@/content/partners'
import { testimonials } from '@/content/testimonials'
import { avatarBackgrounds, avatarSeedOf } from '@/components/site/avatar-seed'

export const dynamic = 'force-static'

/** Every portrait the site shows, drawn at build time. */
export function generateStaticParams() {
  const seeds = [
    ...testimonials.map((testimonial) => testimonial.avatarSeed),
    ...authors.flatMap((author) => ('portrait' in author ? [author.portrait] : [])),
    avatarSeedOf(partnerCaseStudy.quoteName),
    avatarSeedOf(referralCaseStudy.quoteName),
  ]
  return [...new Set(seeds)].map((seed) => ({ seed }))
}

/** A drawn portrait (DiceBear's Notionists style, CC0 artwork) as a cacheable SVG file. */
export async function GET(_request: Request, { params }: { params: Promise<{ seed: string }> }) {
  const { seed } = await params
  const svg = createAvatar(notionists, {
    seed: seed.slice(0, 60),
    backgroundColor: avatarBackgrounds,
    radius: 50,
  }).toString()
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
