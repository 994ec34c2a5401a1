import type { ReactNode } from 'react'

/** Three placeholder cards while an admin list loads. */
export function LoadingCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Loading">
      {[0, 1, 2].map((placeholder) => (
        <li
          key={placeholder}
          data-testid="placeholder-card"
          className="h-44 animate-pulse rounded-card border border-line bg-surface"
        />
      ))}
    </ul>
  )
}

/** An admin list that could not be loaded, announced to screen readers. */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-card border border-danger-600/30 bg-danger-50 p-5 text-danger-700"
    >
      {children}
    </p>
  )
}
