import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BoundedMemoryLimiter } from './bounded-memory-limiter'

const consumed = (limiter: RateLimiterMemory, key: string) =>
  limiter.consume(key).then(
    (state) => state.consumedPoints,
    (refusal: RateLimiterRes) => refusal.consumedPoints,
  )

describe('a memory limiter with a cap on keys', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds no more keys than its cap, however many visitors arrive in one window', async () => {
    const bounded = new BoundedMemoryLimiter({ points: 5, duration: 60 }, 100)
    const unbounded = new RateLimiterMemory({ points: 5, duration: 60 })
    for (let visitor = 0; visitor < 1000; visitor += 1) {
      await bounded.consume(`visitor-${visitor}`)
      await unbounded.consume(`visitor-${visitor}`)
    }
    expect(bounded.keysHeld()).toBe(100)
    // What the library alone does: a record and a timer for every key until its window ends.
    expect(unbounded.dump().storage).toHaveLength(1000)
  })

  it('forgets the key whose window ends first, and keeps counting the others', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
    const limiter = new BoundedMemoryLimiter({ points: 2, duration: 60 }, 3)
    for (const key of ['oldest', 'middle', 'newest']) {
      await limiter.consume(key)
      await limiter.consume(key)
      vi.advanceTimersByTime(1000)
    }
    expect(await consumed(limiter, 'middle')).toBe(3) // refused: past 2
    expect(await consumed(limiter, 'arriving')).toBe(1)
    expect(limiter.keysHeld()).toBe(3)
    // 'oldest' was forgotten to make room: it starts again; the others were not.
    expect(await consumed(limiter, 'newest')).toBe(3)
    expect((await limiter.get('oldest'))?.consumedPoints).toBeUndefined()
  })
})
