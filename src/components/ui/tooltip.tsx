'use client'

import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react'

/** Tooltips appear after the pointer rests 700 ms (docs/product.md, Constants and limits). */
export const TOOLTIP_DELAY_MS = 700

/**
 * A name shown above its trigger: after the pointer rests on it for 700 ms, or at once when it
 * gets keyboard focus. It stays while the pointer is over the trigger or the tooltip itself and
 * closes on Escape (WCAG 1.4.13). Positioned with CSS alone; see docs/decisions/0013.
 */
export function Tooltip({
  label,
  children,
}: {
  label: string
  children: ReactElement<{ 'aria-describedby'?: string }>
}) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const id = useId()

  useEffect(() => () => clearTimeout(timer.current), [])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const showAfter = (delayMs: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(true), delayMs)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') showAfter(TOOLTIP_DELAY_MS)
      }}
      onPointerLeave={hide}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) showAfter(0)
      }}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className="absolute bottom-full left-1/2 z-[90] mb-2 -translate-x-1/2 animate-fade-in rounded-lg bg-ink px-3 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-card"
        >
          {label}
          <span
            aria-hidden
            className="absolute top-full left-1/2 -translate-x-1/2 border-x-[5px] border-t-[5px] border-x-transparent border-t-ink"
          />
        </span>
      ) : null}
    </span>
  )
}
