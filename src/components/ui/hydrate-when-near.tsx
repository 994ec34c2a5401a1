'use client'

import {
  Suspense,
  use,
  useEffect,
  useId,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react'

/** How far outside the screen a region starts hydrating, so it is ready when it scrolls in. */
const ROOT_MARGIN = '300px 0px'
/** Any of these on the region hydrates it at once (before the click or key that follows). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const

/** One wait per region, so a retried render finds the same promise. */
const waits = new Map<string, Promise<void>>()

/** Whether any part of the region is on the screen or within the margin of it now. */
function isNear(region: Element): boolean {
  const margin = 300
  return [...region.children].some((child) => {
    const box = child.getBoundingClientRect()
    const shown = box.width > 0 || box.height > 0
    return shown && box.bottom > -margin && box.top < window.innerHeight + margin
  })
}

/** A promise React's `use` reads at once, without suspending. */
function settled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })
}

function nearOrTouched(id: string): Promise<void> {
  let wait = waits.get(id)
  if (!wait) {
    const region = document.getElementById(id)
    // A region already in view hydrates with the rest of the page, as if it were not wrapped.
    if (!region || typeof IntersectionObserver === 'undefined' || isNear(region)) wait = settled()
    else
      wait = new Promise<void>((resolve) => {
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
        for (const child of region!.children) observer.observe(child)
        for (const name of INTERACTIONS) region!.addEventListener(name, done, { passive: true })
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
  return (
    <div id={id} className="contents" data-hydrate-when-near="">
      <Suspense>
        <Gate id={id}>{children}</Gate>
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
