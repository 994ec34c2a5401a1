import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import Image from 'next/image'
import { UserRound } from 'lucide-react'
import { cn } from '@/lib/cn'

const backgrounds = ['dce6ff', 'd3f8ea', 'fde7c8', 'f3dcfb', 'e2e8f0']

/**
 * A drawn portrait generated at build time from a seed (DiceBear's Notionists style, CC0 artwork),
 * or a generic person icon when there is no seed.
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
  const uri = createAvatar(notionists, {
    seed,
    backgroundColor: backgrounds,
    radius: 50,
  }).toDataUri()
  return (
    <Image
      src={uri}
      alt={name}
      width={size}
      height={size}
      unoptimized
      className={cn('shrink-0 rounded-full', className)}
    />
  )
}
