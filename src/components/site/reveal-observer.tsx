'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { prefersReducedMotion } from '@/lib/scroll'

/** docs/product.md, Shared pieces: sections fade in once when 10% is visible, 100 px before the bottom edge. */
export const REVEAL_THRESHOLD = 0.1
export const REVEAL_ROOT_MARGIN = '0px 0px -100px 0px'

/**
 * One observer for every `[data-reveal]` element of the page. Sections start visible (so pages
 * work without JavaScript); those still below the fold when it runs are hidden and fade in once
 * they scroll into view. Under reduced motion nothing moves.
 */
export function RevealObserver() {
  const pathname = usePathname()

  useEffect(() => {
    if (prefersReducedMotion() || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.setAttribute('data-reveal', 'shown')
          observer.unobserve(entry.target)
        }
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
    )
    const viewportBottom = window.innerHeight
    document
      .querySelectorAll<HTMLElement>('[data-reveal=""], [data-reveal="true"]')
      .forEach((element) => {
        if (element.getBoundingClientRect().top < viewportBottom) return // Already seen: leave it.
        element.setAttribute('data-reveal', 'pending')
        observer.observe(element)
      })
    return () => observer.disconnect()
  }, [pathname])

  return null
}
