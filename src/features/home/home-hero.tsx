import { ButtonLink, ExternalButtonLink } from '@/components/ui/button'
import { RotatingWord } from '@/components/ui/rotating-word'
import { AppFrame, LenderMatchScreen } from '@/components/site/app-mockups'
import { site } from '@/content/site'

/** docs/product.md, Home: the audience words of the hero, in order. */
export const audienceWords = ['Founders', 'CEOs', 'Leaders', 'Professionals', 'CFOs', 'Partners']

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-14 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:px-8 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-700">
            120+ verified lenders · free for businesses
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            Fast Funding for <RotatingWord words={audienceWords} className="text-brand-600" /> Like
            You.
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
              Learn More<span className="sr-only"> about how it works</span>
            </ButtonLink>
          </div>
        </div>
        <AppFrame
          label="The funding app showing lender offers matched to a business profile"
          className="lg:ml-6"
        >
          <LenderMatchScreen />
        </AppFrame>
      </div>
    </section>
  )
}
