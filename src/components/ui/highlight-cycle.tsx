'use client'

import { hydrateWhenNear } from './hydrate-when-near'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { useRotation } from '@/lib/use-rotation'
import { RotationControl } from './rotation-control'

/**
 * A row or grid of server-rendered cards where one at a time is highlighted in turn (docs/product.md,
 * 4). Cards style themselves with `data-[active=true]:` classes. Hover or focus pauses; a
 * pause/play control is always offered; nothing moves under reduced motion.
 */
function HighlightCycleInner({
  items,
  intervalMs,
  label,
  className,
  itemClassName,
  startDelayMs,
  passes,
  hoverHighlights = false,
  select,
  progressRing = false,
  startWhenVisible = false,
  as: List = 'ul',
}: {
  items: ReactNode[]
  intervalMs: number
  /** What rotates, for the pause control, e.g. 'highlighted industry'. */
  label: string
  className?: string
  itemClassName?: string
  startDelayMs?: number
  passes?: number
  /** Hovering a card highlights it (how-it-works steps). */
  hoverHighlights?: boolean
  /** Clicking a card selects it; with `pauseMs`, rotation then waits that long (a newer click restarts the wait). */
  select?: { pauseMs?: number }
  /** A ring that fills while a card is current (hidden under 1150 px wide). */
  progressRing?: boolean
  /** Start only once the region has been seen. */
  startWhenVisible?: boolean
  as?: 'ul' | 'ol'
}) {
  const regionRef = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(!startWhenVisible)
  const [clickPaused, setClickPaused] = useState(false)
  const [hoveredIndex, setHoveredIndex] = useState<number | null>(null)
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => {
    if (!startWhenVisible || visible || !regionRef.current) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        setVisible(true)
        observer.disconnect()
      }
    })
    observer.observe(regionRef.current)
    return () => observer.disconnect()
  }, [startWhenVisible, visible])

  useEffect(
    () => () => {
      if (pauseTimer.current) clearTimeout(pauseTimer.current)
    },
    [],
  )

  const rotation = useRotation({
    length: items.length,
    intervalMs,
    startDelayMs,
    passes,
    enabled: visible && !clickPaused,
  })

  function choose(index: number) {
    rotation.setIndex(index)
    if (select?.pauseMs === undefined) return
    if (pauseTimer.current) clearTimeout(pauseTimer.current)
    setClickPaused(true)
    pauseTimer.current = setTimeout(() => setClickPaused(false), select.pauseMs)
  }

  const activeIndex = hoverHighlights && hoveredIndex !== null ? hoveredIndex : rotation.index
  const showControl = !rotation.reducedMotion && !rotation.finished

  return (
    <div ref={regionRef} className="relative" {...rotation.pauseHandlers}>
      {showControl ? (
        <div className="mb-4 flex justify-end">
          <RotationControl
            paused={rotation.pausedByVisitor}
            onToggle={rotation.togglePaused}
            label={label}
          />
        </div>
      ) : null}
      <List data-testid="highlight-list" className={className}>
        {items.map((item, index) => {
          const active = index === activeIndex
          return (
            <li
              key={index}
              data-active={active}
              aria-current={active ? 'true' : undefined}
              className={cn('relative', select && 'cursor-pointer', itemClassName)}
              onMouseEnter={hoverHighlights ? () => setHoveredIndex(index) : undefined}
              onMouseLeave={hoverHighlights ? () => setHoveredIndex(null) : undefined}
              onClick={select ? () => choose(index) : undefined}
            >
              {item}
              {progressRing && active && rotation.running ? (
                <ProgressRing key={`${index}-${rotation.index}`} durationMs={intervalMs} />
              ) : null}
            </li>
          )
        })}
      </List>
    </div>
  )
}

/** Fills over one interval; drawn only on wide screens (docs/product.md, Constants and limits: hidden under 1150 px). */
function ProgressRing({ durationMs }: { durationMs: number }) {
  const circumference = 2 * Math.PI * 14
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 32 32"
      data-testid="progress-ring"
      className="pointer-events-none absolute top-4 right-4 size-8 -rotate-90 max-[1149px]:hidden"
    >
      <circle
        cx="16"
        cy="16"
        r="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        className="text-brand-100"
      />
      <circle
        cx="16"
        cy="16"
        r="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        className="progress-ring-fill text-brand-600"
        style={{ strokeDasharray: circumference, animationDuration: `${durationMs}ms` }}
      />
    </svg>
  )
}

/** Hydrates when it comes near the screen or is touched, not at load (issue 20). */
export const HighlightCycle = hydrateWhenNear(HighlightCycleInner)
