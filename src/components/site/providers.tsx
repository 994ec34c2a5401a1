'use client'

import { useState, type ReactNode } from 'react'
import { ToasterStandIn } from '@/components/ui/toaster-stand-in'
import { LazyComponent } from '@/lib/lazy-component'
import { useToasts } from '@/lib/toast'

// The notification region's code loads with the first notification, not with every page.
const loadToaster = () => import('@/components/ui/toaster').then((module) => module.Toaster)

/**
 * The notification region: a stand-in until the first notification, or until F8 (or a screen
 * reader) moves the focus into it; then the real region, which keeps the focus.
 */
function NotificationRegion() {
  const hasToasts = useToasts().length > 0
  const [focusRequested, setFocusRequested] = useState(false)
  const [standInFocused, setStandInFocused] = useState(false)
  return (
    <LazyComponent
      load={loadToaster}
      wanted={hasToasts || focusRequested}
      props={{ takeFocus: standInFocused }}
      fallback={
        <ToasterStandIn
          onFocusChange={(focused) => {
            setStandInFocused(focused)
            if (focused) setFocusRequested(true)
          }}
        />
      }
    />
  )
}

/** Client-side context every page shares: the notification region. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <NotificationRegion />
    </>
  )
}
