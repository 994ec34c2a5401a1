import type { ReactNode } from 'react'
import { Icon } from '@/components/ui/icon'
import type { IconCard } from '@/content/types'
import { cn } from '@/lib/cn'

/**
 * A card with an icon badge, a title and a description. Inside a `HighlightCycle` item (a `group`
 * with `data-active`), the highlighted card turns its border and badge to the brand colour.
 * `className` adjusts the card (later utilities win); `description` replaces the plain text.
 */
export function InfoCard({
  card,
  description,
  className,
  children,
}: {
  card: IconCard
  description?: ReactNode
  className?: string
  children?: ReactNode
}) {
  return (
    <article
      className={cn(
        'flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-colors duration-300 group-data-[active=true]:border-brand-400 group-data-[active=true]:bg-brand-50/40',
        className,
      )}
    >
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-data-[active=true]:bg-brand-600 group-data-[active=true]:text-white">
        <Icon name={card.icon} className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink">{card.title}</h3>
      <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-muted">
        {description ?? card.description}
      </p>
      {children}
    </article>
  )
}
