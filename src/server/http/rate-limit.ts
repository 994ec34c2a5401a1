import 'server-only'
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { serverConfig, type RateLimitSetting } from '../config'
import { HttpError } from './errors'
import { clientAddress } from './client-address'

export type RateLimitBucket = 'form' | 'chat' | 'login'

const limiters = new Map<RateLimitBucket, RateLimiterAbstract | 'off'>()

function settingFor(bucket: RateLimitBucket): RateLimitSetting {
  const config = serverConfig()
  return {
    form: config.FORM_RATE_LIMIT,
    chat: config.CHAT_RATE_LIMIT,
    login: config.LOGIN_RATE_LIMIT,
  }[bucket]
}

async function createLimiter(bucket: RateLimitBucket): Promise<RateLimiterAbstract | 'off'> {
  const setting = settingFor(bucket)
  if (setting === 'off') return 'off'
  const options = {
    keyPrefix: `rl-${bucket}`,
    points: setting.points,
    duration: setting.durationSeconds,
  }
  const redisUrl = serverConfig().REDIS_URL
  if (!redisUrl) return new RateLimiterMemory(options)
  // Several instances share counts through Redis; if Redis is down, each instance counts alone.
  const { RateLimiterRedis } = await import('rate-limiter-flexible')
  const { Redis } = await import('ioredis')
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  client.on('error', () => {})
  return new RateLimiterRedis({
    ...options,
    storeClient: client,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

async function limiterFor(bucket: RateLimitBucket) {
  let limiter = limiters.get(bucket)
  if (!limiter) {
    limiter = await createLimiter(bucket)
    limiters.set(bucket, limiter)
  }
  return limiter
}

/** Counts one request from this visitor; past the limit, a 429 with Retry-After. */
export async function enforceRateLimit(bucket: RateLimitBucket, request: Request): Promise<void> {
  const limiter = await limiterFor(bucket)
  if (limiter === 'off') return
  try {
    await limiter.consume(clientAddress(request))
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    const error = tooMany(rejection.msBeforeNext)
    throw new HttpError(
      429,
      error.message.replace('attempts', 'requests'),
      undefined,
      error.headers,
    )
  }
}

function tooMany(msBeforeNext: number): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  return new HttpError(
    429,
    `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  )
}

/**
 * For limits on failures only (sign-in): `check` refuses with 429 once this visitor used up the
 * limit; `record` counts one failure.
 */
export const failureLimit = {
  async check(bucket: RateLimitBucket, request: Request): Promise<void> {
    const limiter = await limiterFor(bucket)
    if (limiter === 'off') return
    const state = await limiter.get(clientAddress(request))
    if (state && state.consumedPoints >= limiter.points) throw tooMany(state.msBeforeNext)
  },
  async record(bucket: RateLimitBucket, request: Request): Promise<void> {
    const limiter = await limiterFor(bucket)
    if (limiter === 'off') return
    await limiter.penalty(clientAddress(request), 1)
  },
}

/** Forgets every limiter, so tests can change the limits between cases. */
export function resetRateLimiters() {
  limiters.clear()
}
