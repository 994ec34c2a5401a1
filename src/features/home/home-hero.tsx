import { ButtonLink, ExternalButtonLink } from '@/components/ui/button'
import { site } from '@/content/site'

/** The home hero; the audience word rotates in the home-page work (issue 4). */
export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-700">
            120+ verified lenders · free for businesses
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            Fast Funding for <span className="text-brand-600">Founders</span> Like You.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">
            One digital business profile lets you apply to many certified lenders at once. AI-driven
            matching brings you options within minutes, from $10K to $10M.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ExternalButtonLink href={site.appSignupUrl} size="lg">
              Get Started Free
            </ExternalButtonLink>
            <ButtonLink href="/how-it-works" variant="secondary" size="lg">
              Learn More
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}
