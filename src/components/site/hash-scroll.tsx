'use client'

import { useEffect } from 'react'
import { scrollToAnchor } from '@/lib/scroll'

/**
 * Scrolls smoothly to the element named by the address's #hash, 100 px below the top: after
 * `onLoadDelayMs` when the page opens and `onChangeDelayMs` when the hash changes.
 */
export function HashScroll({
  onLoadDelayMs,
  onChangeDelayMs,
}: {
  onLoadDelayMs: number
  onChangeDelayMs: number
}) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const scrollAfter = (delayMs: number) => {
      const id = window.location.hash.slice(1)
      if (!id) return
      if (timer) clearTimeout(timer)
      timer = setTimeout(() => scrollToAnchor(id), delayMs)
    }
    scrollAfter(onLoadDelayMs)
    const onHashChange = () => scrollAfter(onChangeDelayMs)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      window.removeEventListener('hashchange', onHashChange)
      if (timer) clearTimeout(timer)
    }
  }, [onLoadDelayMs, onChangeDelayMs])
  return null
}
