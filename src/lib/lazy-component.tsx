'use client'

import { useEffect, useState, type ComponentType } from 'react'

/**
 * Renders a component whose code is fetched only once it is `wanted`: nothing until `load`
 * resolves, then the component with `props`. Unlike `next/dynamic` there is no Suspense boundary,
 * so nothing waits on React's reveal throttle. `load` must be a stable (module-level) function;
 * calling it early, say on hover, warms the same request.
 */
export function LazyComponent<Props extends object>({
  load,
  wanted,
  props,
}: {
  load: () => Promise<ComponentType<Props>>
  wanted: boolean
  props: Props
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
  return wanted && loaded ? <loaded.Component {...props} /> : null
}
