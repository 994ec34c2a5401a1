import type { AnchorHTMLAttributes, ReactNode } from 'react'

/** next/link as a plain anchor: every navigation is a full page load on the spike. */
export default function Link({
  href,
  prefetch: _prefetch,
  replace: _replace,
  scroll: _scroll,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string | { pathname?: string }
  prefetch?: boolean
  replace?: boolean
  scroll?: boolean
  children?: ReactNode
}) {
  const url = typeof href === 'string' ? href : (href.pathname ?? '/')
  return (
    <a href={url} {...rest}>
      {children}
    </a>
  )
}
