'use client'

import {
  Suspense,
  use,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react'

/** How far outside the screen a region starts hydrating, so it is ready when it scrolls in. */
const ROOT_MARGIN = '300px 0px'
/** Any of these on the region hydrates it at once (before the click or key that follows). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const

/** Whether any part of the region is on the screen or within the margin of it now. */
function isNear(region: Element): boolean {
  const margin = 300
  return [...region.children].some((child) => {
    const box = child.getBoundingClientRect()
    const shown = box.width > 0 || box.height > 0
    return shown && box.bottom > -margin && box.top < window.innerHeight + margin
  })
}

/**
 * Never settles. While it is pending React keeps the server's HTML of the region; the region
 * hydrates when its parent re-renders it with `near`, an ordinary update. (Settling a promise
 * instead would hydrate it in a retry, which React may hold back up to 300 ms by a timer.)
 */
const notYet = new Promise<void>(() => {})

const noSubscription = () => () => {}

/** Waits, only while the page first hydrates, until the region is near the screen or touched. */
function Gate({ id, near, children }: { id: string; near: boolean; children: ReactNode }) {
  // The server snapshot is read on the server and while hydrating; a region mounted by a later
  // client-side navigation reads the client one and renders at once.
  const serverOrHydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  if (serverOrHydrating && typeof document !== 'undefined' && !near) use(notYet)
  return (
    <>
      <MarkHydrated id={id} />
      {children}
    </>
  )
}

/** Marks the region `data-hydrated` once its content has hydrated (tests wait for it). */
function MarkHydrated({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById(id)?.setAttribute('data-hydrated', '')
  }, [id])
  return null
}

/**
 * Server-rendered content below the fold that hydrates when it comes near the viewport or is
 * touched, pointed at or focused, instead of at load (issue 20). Until then the server's HTML
 * stays as it is: visible, and its links work; what moves starts moving once hydrated. The
 * wrapper takes no box (`display: contents`).
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId()
  // On the server, and for a region that mounts after the page has loaded, at once; while the
  // page hydrates, at once if the region is already near the screen.
  const [near, setNear] = useState(() => {
    if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return true
    const region = document.getElementById(id)
    return !region || isNear(region)
  })
  useEffect(() => {
    const region = document.getElementById(id)
    if (near || !region) return
    const reveal = () => setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal()
      },
      { rootMargin: ROOT_MARGIN },
    )
    // The region itself takes no box; its children do (some hidden at this width).
    for (const child of region.children) observer.observe(child)
    for (const name of INTERACTIONS) region.addEventListener(name, reveal, { passive: true })
    return () => {
      observer.disconnect()
      for (const name of INTERACTIONS) region.removeEventListener(name, reveal)
    }
  }, [id, near])
  return (
    <div id={id} className="contents" data-hydrate-when-near="">
      <Suspense>
        <Gate id={id} near={near}>
          {children}
        </Gate>
      </Suspense>
    </div>
  )
}

/** `Component`, hydrating when near the screen or touched (see HydrateWhenNear). */
export function hydrateWhenNear<Props extends object>(
  Component: ComponentType<Props>,
): ComponentType<Props> {
  function WhenNear(props: Props) {
    return (
      <HydrateWhenNear>
        <Component {...props} />
      </HydrateWhenNear>
    )
  }
  WhenNear.displayName = `HydrateWhenNear(${Component.displayName ?? Component.name})`
  return WhenNear
}
