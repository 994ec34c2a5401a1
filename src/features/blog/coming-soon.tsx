import { ButtonLink } from '@/components/ui/button'
import { Hourglass } from 'lucide-react'

/** Shown for an article address that does not exist yet (docs/product.md, Article), with HTTP 404. */
export function ComingSoon() {
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center px-4 py-24 text-center sm:py-32">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Hourglass aria-hidden className="size-7" />
      </span>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink">Coming Soon</h1>
      <p className="mt-4 text-lg text-ink-muted">
        This blog post is being prepared and will be available soon. Check back later for great
        content!
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/blog">Back to Blog</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Explore
        </ButtonLink>
      </div>
    </section>
  )
}
