import Link from 'next/link'
import { ChevronDown } from 'lucide-react'

/**
 * A list of questions that open one at a time. Native `<details name>` elements share the name, so
 * the browser closes the open one when another opens, handles the keyboard, and opens an answer
 * that the page's find-in-page lands in; no script is sent (docs/decisions/0014).
 */
export function Accordion({
  name,
  items,
}: {
  name: string
  items: readonly { question: string; answer: string; link?: { label: string; href: string } }[]
}) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="px-5 pb-5 text-[0.9375rem] leading-relaxed text-ink-muted">
            {item.answer}
            {item.link ? (
              <>
                {' '}
                <Link
                  href={item.link.href}
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  {item.link.label}
                </Link>
              </>
            ) : null}
          </p>
        </details>
      ))}
    </div>
  )
}
