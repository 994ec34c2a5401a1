import { UserRound } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * A drawn portrait served from /avatars/{seed} (generated at build time), or a generic person icon
 * when there is no seed. Loaded lazily, with its size reserved so nothing shifts. A plain `<img>`:
 * the portraits are fixed-size drawings that need no resizing, and `next/image` would make every
 * portrait a client component to hydrate (decision 0023).
 */
export function Avatar({
  seed,
  name,
  size = 48,
  className,
}: {
  seed?: string
  name: string
  size?: number
  className?: string
}) {
  if (!seed) {
    return (
      <span
        role="img"
        aria-label={name}
        style={{ width: size, height: size }}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-full bg-surface text-ink-subtle',
          className,
        )}
      >
        <UserRound aria-hidden className="size-1/2" />
      </span>
    )
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={`/avatars/${encodeURIComponent(seed)}`}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-full bg-surface', className)}
    />
  )
}
