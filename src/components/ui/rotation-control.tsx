'use client'

import { Pause, Play } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { cn } from '@/lib/cn'

/** The pause/play button every auto-rotating region shows (WCAG 2.2.2). */
export function RotationControl({
  paused,
  onToggle,
  label,
  className,
}: {
  paused: boolean
  onToggle: () => void
  /** What rotates, e.g. 'category rotation', in the page's language. */
  label: string
  className?: string
}) {
  const t = useTranslations('Common')
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={paused ? t('play', { label }) : t('pause', { label })}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full border border-line bg-white text-ink-muted hover:border-brand-300 hover:text-brand-700',
        className,
      )}
    >
      {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
    </button>
  )
}
