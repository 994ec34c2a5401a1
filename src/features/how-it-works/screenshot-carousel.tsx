'use client'

import { hydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { ChevronLeft, ChevronRight } from 'lucide-react'
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
function ScreenshotCarouselInner({ slides }: { slides: { title: string; screen: ReactNode }[] }) {
  const [zoomed, setZoomed] = useState(false)
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
      aria-label="App screenshots"
      {...rotation.pauseHandlers}
    >
      <div
        className="flex flex-wrap justify-center gap-2"
        role="group"
        aria-label="Choose a screenshot"
      >
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
            aria-label={`${current.title}: ${zoomed ? 'zoom out' : 'zoom in'}`}
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
          aria-label="Previous screenshot"
          onClick={() => go(-1)}
          className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-white"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        {rotation.reducedMotion ? null : (
          <RotationControl
            paused={rotation.pausedByVisitor}
            onToggle={rotation.togglePaused}
            label="screenshots"
          />
        )}
        <button
          type="button"
          aria-label="Next screenshot"
          onClick={() => go(1)}
          className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-white"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  )
}

/** Hydrates when it comes near the screen or is touched, not at load (issue 20). */
export const ScreenshotCarousel = hydrateWhenNear(ScreenshotCarouselInner)
