'use client'

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'
import { RotationControl } from '@/components/ui/rotation-control'
import { cn } from '@/lib/cn'
import { useRotation } from '@/lib/use-rotation'

/** docs/product.md, Timers and rotations: the screenshots wait 4 s, then advance every 6 s. */
export const SCREENSHOT_START_MS = 4000
export const SCREENSHOT_INTERVAL_MS = 6000

/**
 * The four app screenshots, one at a time. Clicking the screenshot zooms it; clicking again
 * un-zooms. Zooming, hovering or focusing pauses the rotation.
 */
export function ScreenshotCarousel({ slides }: { slides: { title: string; screen: ReactNode }[] }) {
  const [zoomed, setZoomed] = useState(false)
  const t = useTranslations('Screenshots')
  const rotation = useRotation({
    length: slides.length,
    intervalMs: SCREENSHOT_INTERVAL_MS,
    startDelayMs: SCREENSHOT_START_MS,
    enabled: !zoomed,
  })
  // Before the first advance the first screenshot shows.
  const index = Math.max(0, rotation.index)
  const current = slides[index]!
  const go = (delta: number) => rotation.setIndex((index + delta + slides.length) % slides.length)

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('carousel')}
      {...rotation.pauseHandlers}
    >
      <div className="flex flex-wrap justify-center gap-2" role="group" aria-label={t('choose')}>
        {slides.map((slide, slideIndex) => (
          <button
            key={slide.title}
            type="button"
            aria-pressed={slideIndex === index}
            onClick={() => rotation.setIndex(slideIndex)}
            className={cn(
              'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
              slideIndex === index
                ? 'bg-brand-600 text-white'
                : 'bg-white text-ink-muted hover:text-ink',
            )}
          >
            {slide.title}
          </button>
        ))}
      </div>
      <div className="relative mx-auto mt-8 max-w-3xl">
        {/* A button may hold only phrasing content, so the zoom button covers the drawing. */}
        <div
          data-testid="screenshot"
          data-index={index}
          className={cn(
            'relative transition-transform duration-500',
            zoomed && 'z-20 scale-[1.18]',
          )}
        >
          <div key={index} className="animate-fade-in">
            {current.screen}
          </div>
          <button
            type="button"
            aria-label={t(zoomed ? 'zoomOut' : 'zoomIn', { title: current.title })}
            aria-pressed={zoomed}
            onClick={() => setZoomed(!zoomed)}
            className={cn(
              'absolute inset-0 rounded-2xl',
              zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in',
            )}
          />
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <button
          type="button"
          aria-label={t('previous')}
          onClick={() => go(-1)}
          className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-white"
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
        <button
          type="button"
          aria-label={t('next')}
          onClick={() => go(1)}
          className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-white"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  )
}
