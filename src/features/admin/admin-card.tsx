import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The narrow card of the admin's one-task screens: sign-in, invitation, two-factor set-up. */
export function AdminCard({
  icon,
  title,
  intro,
  wide = false,
  children,
}: {
  icon: ReactNode
  title: string
  intro: ReactNode
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div
      className={cn(
        'mx-auto mt-10 rounded-card border border-line bg-white p-6 shadow-card sm:mt-16 sm:p-8',
        wide ? 'max-w-2xl' : 'max-w-sm',
      )}
    >
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <div className="mt-1 text-sm text-ink-muted">{intro}</div>
      {children}
    </div>
  )
}
