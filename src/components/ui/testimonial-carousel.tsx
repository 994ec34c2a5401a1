'use client'

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { useRotation } from '@/lib/use-rotation'
import { RotationControl } from './rotation-control'

export const TESTIMONIAL_INTERVAL_MS = 5000
export const VISIBLE_ON_DESKTOP = 3

/**
 * Testimonials (docs/product.md, Timers and rotations): on wide screens three at a time, the window advancing every 5 s
 * and returning to the start when it reaches the last three; on phones one at a time through all.
 * One rotation drives both: each tick moves the window and the single card by one.
 */
export function TestimonialCarousel({ items, label }: { items: ReactNode[]; label: string }) {
  const t = useTranslations('Testimonials')
  const windows = Math.max(1, items.length - VISIBLE_ON_DESKTOP)
  const ticks = windows * items.length
  const rotation = useRotation({ length: ticks, intervalMs: TESTIMONIAL_INTERVAL_MS })
  const tick = Math.max(0, rotation.index)
  const start = tick % windows
  const single = tick % items.length
  const step = (delta: number) => rotation.setIndex((tick + delta + ticks) % ticks)
  const arrowClass =
    'inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-ink hover:border-brand-300'

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...rotation.pauseHandlers}
    >
      <ul
        data-testid="testimonials-desktop"
        data-start={start}
        className="hidden gap-6 lg:grid lg:grid-cols-3"
      >
        {items.slice(start, start + VISIBLE_ON_DESKTOP).map((item, offset) => (
          <li key={start + offset} className="flex animate-fade-in">
            {item}
          </li>
        ))}
      </ul>
      <div data-testid="testimonials-phone" data-index={single} className="lg:hidden">
        <div key={single} className="flex animate-fade-in">
          {items[single]}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label={t('previous')}
          className={arrowClass}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        {rotation.reducedMotion ? null : (
          <RotationControl
            paused={rotation.pausedByVisitor}
            onToggle={rotation.togglePaused}
            label={t('rotation')}
          />
        )}
        <button type="button" onClick={() => step(1)} aria-label={t('next')} className={arrowClass}>
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  )
}
