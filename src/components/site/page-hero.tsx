import type { ReactNode } from 'react'

/** The opening band of an inner page: a small label, the page's one h1, and a sentence. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow: string
  title: string
  description: string
  children?: ReactNode
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <svg
        aria-hidden
        viewBox="0 0 1200 400"
        className="pointer-events-none absolute inset-x-0 top-0 h-64 w-full opacity-60"
        preserveAspectRatio="none"
      >
        <path
          d="M0 300 C 300 200, 500 340, 760 220 S 1100 120, 1200 140"
          fill="none"
          stroke="#dce6ff"
          strokeWidth="3"
        />
      </svg>
      <div className="relative mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 lg:pt-24 lg:pb-16">
        <p className="inline-flex rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-700">
          {eyebrow}
        </p>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">
          {description}
        </p>
        {children}
      </div>
    </section>
  )
}
