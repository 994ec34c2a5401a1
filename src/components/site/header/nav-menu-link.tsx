'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'
import type { NavLink } from '@/content/navigation'
import { scrollToAnchor } from '@/lib/scroll'

/**
 * A menu link. When it points at an anchor of the page already shown (the Capital Solutions
 * links on /financial-products), it scrolls there smoothly with the anchor offset instead of
 * navigating.
 */
export function NavMenuLink({
  link,
  onNavigate,
  className,
  children,
}: {
  link: NavLink
  onNavigate?: () => void
  className?: string
  children: ReactNode
}) {
  const pathname = usePathname()
  const [path, hash] = link.href.split('#')

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.()
    if (!hash || path !== pathname) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    window.history.pushState(null, '', link.href)
    scrollToAnchor(hash)
  }

  return (
    <Link href={link.href} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}
