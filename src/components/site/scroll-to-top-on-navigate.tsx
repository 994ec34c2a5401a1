'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { scrollToTop } from '@/lib/scroll'

/** Every navigation scrolls smoothly to the top after this delay (docs/product.md, Shared pieces). */
export const SCROLL_TO_TOP_DELAY_MS = 100

/**
 * Scrolls to the top after each route change, unless the address targets an anchor. The first
 * page load is left alone so the browser can restore the reader's position on reload.
 */
export function ScrollToTopOnNavigate() {
  const pathname = usePathname()
  const previousPathname = useRef(pathname)
  useEffect(() => {
    if (previousPathname.current === pathname) return
    previousPathname.current = pathname
    if (window.location.hash) return
    const timer = setTimeout(scrollToTop, SCROLL_TO_TOP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pathname])
  return null
}
