'use client'

import { useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { RotationControl } from './rotation-control'

/**
 * A looping row of logos (the list is drawn twice so the loop is seamless). Pauses on hover and
 * with its control; under reduced motion it is a still, wrapped row.
 */
export function LogoMarquee({
  logos,
  label,
  rotationLabel,
}: {
  logos: ReactNode[]
  label: string
  /** What the pause control stops, in the page's language. */
  rotationLabel: string
}) {
  const [paused, setPaused] = useState(false)
  return (
    <div className="relative">
      <div
        className="group overflow-hidden motion-reduce:overflow-visible"
        role="region"
        aria-label={label}
      >
        <ul
          data-testid="logo-track"
          className={cn(
            'animate-marquee flex w-max gap-6 group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center',
            paused && '[animation-play-state:paused]',
          )}
        >
          {logos.map((logo, index) => (
            <li key={`a${index}`}>{logo}</li>
          ))}
          {logos.map((logo, index) => (
            <li key={`b${index}`} aria-hidden="true" className="motion-reduce:hidden">
              {logo}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex justify-center motion-reduce:hidden">
        <RotationControl
          paused={paused}
          onToggle={() => setPaused(!paused)}
          label={rotationLabel}
        />
      </div>
    </div>
  )
}
