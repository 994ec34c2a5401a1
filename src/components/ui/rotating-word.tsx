'use client'

import { useEffect, useState } from 'react'
import { useRotation } from '@/lib/use-rotation'
import { RotationControl } from './rotation-control'

/** docs/product.md, Timers and rotations: every 5 s the word fades out and, 500 ms later, the next one fades in. */
export const WORD_INTERVAL_MS = 5000
export const WORD_FADE_MS = 500

export function RotatingWord({
  words,
  label,
  className,
}: {
  words: string[]
  /** What rotates, for the pause control, in the page's language. */
  label: string
  className?: string
}) {
  const rotation = useRotation({ length: words.length, intervalMs: WORD_INTERVAL_MS })
  const [shownIndex, setShownIndex] = useState(0)
  const fading = shownIndex !== rotation.index

  useEffect(() => {
    if (shownIndex === rotation.index) return
    const timer = setTimeout(() => setShownIndex(rotation.index), WORD_FADE_MS)
    return () => clearTimeout(timer)
  }, [rotation.index, shownIndex])

  return (
    <>
      <span
        data-testid="rotating-word"
        className={`inline-block transition-opacity duration-500 ${fading ? 'opacity-0' : 'opacity-100'} ${className ?? ''}`}
      >
        {words[shownIndex]}
      </span>
      {rotation.reducedMotion ? null : (
        <RotationControl
          paused={rotation.pausedByVisitor}
          onToggle={rotation.togglePaused}
          label={label}
          className="ml-3 align-middle"
        />
      )}
    </>
  )
}
