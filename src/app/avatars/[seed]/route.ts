import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import { avatarBackgrounds, portraitSeeds } from '@/components/site/avatar-seed'

export const dynamic = 'force-static'
// Only the portraits drawn at build time exist: any other seed is a 404, never drawn and cached
// on the server's disk, so made-up seeds cannot fill it.
export const dynamicParams = false

/** Every portrait the site shows, drawn at build time. */
export function generateStaticParams() {
  return portraitSeeds().map((seed) => ({ seed }))
}

/** A drawn portrait (DiceBear's Notionists style, CC0 artwork) as a cacheable SVG file. */
export async function GET(_request: Request, { params }: { params: Promise<{ seed: string }> }) {
  const { seed } = await params
  // dynamicParams answers unknown seeds before this runs; this holds wherever the handler is called.
  if (!portraitSeeds().includes(seed)) return new Response('Not found', { status: 404 })
  const svg = createAvatar(notionists, {
    seed,
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
