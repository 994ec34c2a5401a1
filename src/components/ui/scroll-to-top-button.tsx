'use client'

import type { ReactNode } from 'react'
import { scrollToTop } from '@/lib/scroll'
import { Button } from './button'

/** A button that scrolls smoothly to the top of the page ('Get Started Above'). */
export function ScrollToTopButton({ children }: { children: ReactNode }) {
  return (
    <Button variant="accent" size="lg" onClick={scrollToTop}>
      {children}
    </Button>
  )
}
