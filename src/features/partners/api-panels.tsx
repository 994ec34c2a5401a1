'use client'

import { CheckCircle2 } from 'lucide-react'
import { RotationControl } from '@/components/ui/rotation-control'
import { cn } from '@/lib/cn'
import { useRotation } from '@/lib/use-rotation'

/** docs/product.md, Timers and rotations: the APIs page alternates its two panels every 6 s. */
export const API_PANEL_INTERVAL_MS = 6000

type Panel = { title: string; description: string; points: string[] }

/** Two panels shown one at a time, as tabs that also advance on their own. */
export function ApiPanels({
  panels,
  labels,
}: {
  panels: Panel[]
  /** The tabs' name and the pause control's, in the page's language. */
  labels: { audience: string; rotation: string }
}) {
  const rotation = useRotation({ length: panels.length, intervalMs: API_PANEL_INTERVAL_MS })
  const current = panels[rotation.index] ?? panels[0]!
  return (
    <div {...rotation.pauseHandlers}>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <div
          role="tablist"
          aria-label={labels.audience}
          className="inline-flex rounded-full border border-line bg-white p-1"
        >
          {panels.map((panel, index) => (
            <button
              key={panel.title}
              type="button"
              role="tab"
              id={`api-tab-${index}`}
              aria-selected={index === rotation.index}
              aria-controls="api-panel"
              onClick={() => rotation.setIndex(index)}
              className={cn(
                'rounded-full px-5 py-2 text-sm font-semibold',
                index === rotation.index
                  ? 'bg-brand-600 text-white'
                  : 'text-ink-muted hover:text-ink',
              )}
            >
              {panel.title}
            </button>
          ))}
        </div>
        {rotation.reducedMotion ? null : (
          <RotationControl
            paused={rotation.pausedByVisitor}
            onToggle={rotation.togglePaused}
            label={labels.rotation}
          />
        )}
      </div>
      <div
        id="api-panel"
        role="tabpanel"
        aria-labelledby={`api-tab-${rotation.index}`}
        data-testid="api-panel"
        className="mx-auto mt-8 max-w-3xl animate-fade-in rounded-card border border-line bg-white p-8 shadow-card"
        key={rotation.index}
      >
        <h3 className="text-2xl font-bold tracking-tight text-ink">{current.title}</h3>
        <p className="mt-3 text-ink-muted">{current.description}</p>
        <ul className="mt-6 grid gap-3">
          {current.points.map((point) => (
            <li key={point} className="flex gap-2 text-ink">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />{' '}
              {point}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
