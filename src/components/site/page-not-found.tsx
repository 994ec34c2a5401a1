import { ButtonLink } from '@/components/ui/button'

/** The body of the 404 page ('404 Page Not Found': docs/product.md, Not found), inside whichever shell renders it. */
export function PageNotFound() {
  return (
    <section className="mx-auto grid max-w-3xl place-items-center px-4 py-24 text-center sm:py-32">
      <p className="rounded-full bg-brand-50 px-4 py-1 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
        404 Page Not Found
      </h1>
      <p className="mt-4 text-lg text-ink-muted">Did you forget to add the page to the router?</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/">Go to the home page</ButtonLink>
        <ButtonLink href="/contact-us" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </section>
  )
}
