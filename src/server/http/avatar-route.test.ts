import { describe, expect, it } from 'vitest'
import * as avatarRoute from '@/app/avatars/[seed]/route'
import { portraitSeeds } from '@/components/site/avatar-seed'
import { authors } from '@/content/authors'
import { testimonials } from '@/content/testimonials'

const draw = (seed: string) =>
  avatarRoute.GET(new Request(`http://localhost/avatars/${encodeURIComponent(seed)}`), {
    params: Promise.resolve({ seed }),
  })

describe('/avatars/{seed}', () => {
  it('draws every portrait the site shows, at build time', async () => {
    const seeds = avatarRoute.generateStaticParams().map(({ seed }) => seed)
    expect(seeds).toEqual(portraitSeeds())
    expect(seeds).toEqual(expect.arrayContaining(testimonials.map((item) => item.avatarSeed)))
    for (const author of authors) if ('portrait' in author) expect(seeds).toContain(author.portrait)
    const drawn = await draw(seeds[0]!)
    expect(drawn.status).toBe(200)
    expect(drawn.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('draws nothing for a seed the site does not use, so made-up seeds cannot fill the cache', async () => {
    // Next answers 404 for a seed outside generateStaticParams, and never renders or caches it.
    expect(avatarRoute.dynamicParams).toBe(false)
    for (const seed of ['made-up-1', 'made-up-2', `${portraitSeeds()[0]}-x`, 'x'.repeat(500)]) {
      expect((await draw(seed)).status).toBe(404)
    }
  })
})
