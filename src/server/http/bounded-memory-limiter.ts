import 'server-only'
import { RateLimiterMemory, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible'

type Key = string | number

/**
 * rate-limiter-flexible's memory limiter keeps a record and a timer for every key until that
 * key's window ends, however many keys there are: visitors who change address at every request
 * could fill the process's memory within one window. This one holds at most `maxKeys`; a new key
 * past that forgets the key whose window ends first (all of a limiter's windows are as long), which
 * gives back at most that one key's allowance. A route's ceiling for all visitors lives in a
 * limiter of its own, so visitors' keys never push it out.
 */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  /** Each key held and when its window ends, in the order the windows started. */
  private readonly windowEnds = new Map<string, number>()

  constructor(
    options: IRateLimiterOptions,
    readonly maxKeys: number,
  ) {
    super(options)
  }

  /** How many keys the limiter's storage holds now. */
  keysHeld(): number {
    return this.dump().storage.length
  }

  override consume(key: Key, points?: number, options?: { [key: string]: unknown }) {
    return this.tracked(key, () => super.consume(key, points, options))
  }

  override penalty(key: Key, points?: number, options?: { [key: string]: unknown }) {
    return this.tracked(key, () => super.penalty(key, points, options))
  }

  override reward(key: Key, points?: number, options?: { [key: string]: unknown }) {
    return this.tracked(key, () => super.reward(key, points, options))
  }

  override delete(key: Key) {
    this.windowEnds.delete(String(key))
    return super.delete(key)
  }

  private async tracked(key: Key, count: () => Promise<RateLimiterRes>): Promise<RateLimiterRes> {
    const name = String(key)
    const isNew = this.makeRoomFor(name)
    const note = (state: RateLimiterRes) => {
      if (isNew) this.windowEnds.set(name, Date.now() + state.msBeforeNext)
    }
    try {
      const state = await count()
      note(state)
      return state
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) note(rejection)
      throw rejection
    }
  }

  /** Whether `name` starts a window; if so and the limiter is full, forgets the oldest window. */
  private makeRoomFor(name: string): boolean {
    const ends = this.windowEnds.get(name)
    if (ends !== undefined && ends > Date.now()) return false
    this.windowEnds.delete(name)
    // Windows start in this order and last as long, so the first ends first (or has ended
    // already, and the storage has forgotten it by itself).
    for (const oldest of this.windowEnds.keys()) {
      if (this.windowEnds.size < this.maxKeys) break
      void this.delete(oldest)
    }
    return true
  }
}
