// "Holes": on the server, a client component imported by a server component in ../src is swapped
// for a stand-in that renders what the Astro page put in the slot of the same name (an island),
// or the real component as static HTML when the page left that slot empty. The components in
// ../src stay as they are; only the page decides which of them hydrate.
import { fileURLToPath } from 'node:url'

const src = fileURLToPath(new URL('../../src/', import.meta.url))
const holesModule = fileURLToPath(new URL('../src/holes.tsx', import.meta.url))

/** file under ../src -> [exported component, slot name] */
export const HOLES = {
  'components/site/header/header-shell.tsx': ['HeaderShell', 'headerShell'],
  'components/ui/rotating-word.tsx': ['RotatingWord', 'rotatingWord'],
  'components/ui/highlight-cycle.tsx': ['HighlightCycle', 'highlightCycle'],
  'components/ui/testimonial-carousel.tsx': ['TestimonialCarousel', 'testimonialCarousel'],
  'components/ui/logo-marquee.tsx': ['LogoMarquee', 'logoMarquee'],
  'components/site/social-links.tsx': ['SocialLinks', 'socialLinks'],
  'components/site/newsletter-form.tsx': ['NewsletterForm', 'newsletterForm'],
  'components/site/chat/chat-launcher.tsx': ['ChatLauncher', 'chatLauncher'],
  'features/blog/article-actions.tsx': ['ArticleActions', 'articleActions'],
}

const PREFIX = '\0spike-hole:'

export function holes() {
  return {
    name: 'spike-holes',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const server = this.environment ? this.environment.config.consumer === 'server' : options?.ssr
      if (!server || !importer || !importer.startsWith(src)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !resolved.id.startsWith(src)) return null
      const file = resolved.id.slice(src.length).split('?')[0]
      return HOLES[file] ? PREFIX + resolved.id : null
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const real = id.slice(PREFIX.length)
      const [name, slot] = HOLES[real.slice(src.length)]
      return [
        `import { hole } from ${JSON.stringify(holesModule)}`,
        `import { ${name} as Real } from ${JSON.stringify(real)}`,
        `export * from ${JSON.stringify(real)}`,
        `export const ${name} = hole(${JSON.stringify(slot)}, Real)`,
      ].join('\n')
    },
  }
}
