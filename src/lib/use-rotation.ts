'use client'

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the visitor asked for reduced motion (false while rendering on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
}

export type RotationOptions = {
  /** How many items take turns. */
  length: number
  /** Time each item stays current. */
  intervalMs: number
  /**
   * Start with nothing current (index -1) and make the first item current after this wait;
   * without it the first item is current at once.
   */
  startDelayMs?: number
  /** Stop (index back to -1) after this many full passes; rotate forever when absent. */
  passes?: number
  /** Whether rotation may run at all (for example: only once the region is visible). */
  enabled?: boolean
}

/**
 * The one hook behind every auto-rotating region: advances `index` every `intervalMs`, wrapping
 * around. It pauses while the pointer or keyboard focus is inside the region (spread
 * `pauseHandlers` on it), while the visitor pressed pause (`togglePaused`), after `stop()` (a
 * choice was made), and always under prefers-reduced-motion (WCAG 2.2.2).
 */
export function useRotation({
  length,
  intervalMs,
  startDelayMs,
  passes,
  enabled = true,
}: RotationOptions) {
  const [index, setIndex] = useState(startDelayMs === undefined ? 0 : -1)
  const [advances, setAdvances] = useState(0)
  const [pausedByVisitor, setPausedByVisitor] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const [started, setStarted] = useState(startDelayMs === undefined)
  const reducedMotion = usePrefersReducedMotion()

  const finished = passes !== undefined && advances >= passes * length
  const running =
    enabled &&
    length > 1 &&
    !pausedByVisitor &&
    !hovered &&
    !focused &&
    !stopped &&
    !reducedMotion &&
    !finished

  useEffect(() => {
    if (started || !running || startDelayMs === undefined) return
    const timer = setTimeout(() => {
      setStarted(true)
      setIndex(0)
    }, startDelayMs)
    return () => clearTimeout(timer)
  }, [started, running, startDelayMs])

  useEffect(() => {
    if (!running || !started) return
    const timer = setInterval(() => {
      setAdvances((count) => count + 1)
      setIndex((value) => value + 1)
    }, intervalMs)
    return () => clearInterval(timer)
  }, [running, started, intervalMs])

  // After the last pass nothing is current; otherwise the index wraps around.
  const current = finished || index < 0 ? -1 : index % length

  const togglePaused = useCallback(() => setPausedByVisitor((paused) => !paused), [])
  const stop = useCallback(() => setStopped(true), [])

  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return {
    index: current,
    /** Makes an item current (a visitor's choice). */
    setIndex: (next: number) => setIndex(next),
    running,
    finished,
    /** Whether the visitor paused it with the control (shown as 'Play'). */
    pausedByVisitor,
    togglePaused,
    stopped,
    stop,
    reducedMotion,
    pauseHandlers,
  }
}
