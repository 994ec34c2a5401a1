'use client'

import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react'

/** How far outside the screen a region starts hydrating, so it is ready when it scrolls in. */
const ROOT_MARGIN = '300px 0px'
/** Any of these on the region hydrates it at once (before the click or key that follows). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const

/** One wait per region, so a retried render finds the same promise. */
const waits = new Map<string, Promise<void>>()

function nearOrTouched(id: string): Promise<void> {
  let wait = waits.get(id)
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const region = document.getElementById(id)
      if (!region || typeof IntersectionObserver === 'undefined') return resolve()
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done()
        },
        { rootMargin: ROOT_MARGIN },
      )
      function done() {
        observer.disconnect()
        for (const name of INTERACTIONS) region!.removeEventListener(name, done)
        resolve()
      }
      // The region itself takes no box; its children do (some hidden at this width).
      for (const child of region.children) observer.observe(child)
      for (const name of INTERACTIONS) region.addEventListener(name, done, { passive: true })
    })
    waits.set(id, wait)
  }
  return wait
}

const noSubscription = () => () => {}

/** Waits, only while the page first hydrates, until the region is near the screen or touched. */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  // The server snapshot is read on the server and while hydrating; a region mounted by a later
  // client-side navigation reads the client one and renders at once.
  const serverOrHydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  if (serverOrHydrating && typeof document !== 'undefined') use(nearOrTouched(id))
  return children
}

/**
 * Server-rendered content below the fold that hydrates when it comes near the viewport or is
 * touched, pointed at or focused, instead of at load (issue 20). Until then the server's HTML
 * stays as it is: visible, and its links work; what moves starts moving once hydrated. The
 * wrapper takes no box (`display: contents`).
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId()
  return (
    <div id={id} className="contents">
      <Suspense>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  )
}
