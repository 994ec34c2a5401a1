'use client'

import type { ReactNode } from 'react'
import { LazyComponent } from '@/lib/lazy-component'
import { useToasts } from '@/lib/toast'

// The notification region's code loads with the first notification, not with every page.
const loadToaster = () => import('@/components/ui/toaster').then((module) => module.Toaster)

function ToasterWhenNeeded() {
  const hasToasts = useToasts().length > 0
  return <LazyComponent load={loadToaster} wanted={hasToasts} props={{}} />
}

/** Client-side context every page shares: the notification region. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterWhenNeeded />
    </>
  )
}
