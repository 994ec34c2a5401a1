'use client'

import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * Renders a component whose code is fetched only once it is `wanted`: `fallback` (nothing by
 * default) until `load` resolves, then the component with `props`. Unlike `next/dynamic` there is no Suspense boundary,
 * so nothing waits on React's reveal throttle. `load` must be a stable (module-level) function;
 * calling it early, say on hover, warms the same request.
 */
export function LazyComponent<Props extends object>({
  load,
  wanted,
  props,
  fallback = null,
}: {
  load: () => Promise<ComponentType<Props>>
  wanted: boolean
  props: Props
  fallback?: ReactNode
}) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<Props> } | null>(null)
  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    load().then(
      (Component) => {
        if (current) setLoaded({ Component })
      },
      // A chunk that failed to load is fetched again the next time it is wanted.
      () => {},
    )
    return () => {
      current = false
    }
  }, [load, wanted, loaded])
  return wanted && loaded ? <loaded.Component {...props} /> : fallback
}
