import 'server-only'
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { serverConfig, type RateLimitSetting } from '../config'
import { HttpError } from './errors'
import { log } from '../log'
import { clientAddress } from './client-address'

/** `loginFailures` counts failed sign-ins from every address together (an alert, not a limit). */
export type RateLimitBucket = 'form' | 'chat' | 'login' | 'loginFailures'

// Promises, so that parallel first requests share one limiter instead of each creating its own.
const limiters = new Map<RateLimitBucket, Promise<RateLimiterAbstract | 'off'>>()

function settingFor(bucket: RateLimitBucket): RateLimitSetting {
  const config = serverConfig()
  return {
    form: config.FORM_RATE_LIMIT,
    chat: config.CHAT_RATE_LIMIT,
    login: config.LOGIN_RATE_LIMIT,
    loginFailures: config.LOGIN_FAILURE_ALERT,
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
  // Commands sent before the connection is up fail at once (no offline queue) and fall to the
  // insurance limiter, which counts for this instance alone: the first requests after a start
  // would escape the shared count. Wait for the connection, or for its first error (Redis down).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    client.once('ready', done)
    client.once('error', done)
  })
  return new RateLimiterRedis({
    ...options,
    storeClient: client,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

function limiterFor(bucket: RateLimitBucket) {
  let limiter = limiters.get(bucket)
  if (!limiter) {
    limiter = createLimiter(bucket)
    limiters.set(bucket, limiter)
    // A limiter that could not be created is tried again by the next request.
    limiter.catch(() => limiters.delete(bucket))
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

/** One admin sign-in attempt, taken from the visitor's allowance before the password is compared. */
export type SignInAttempt = {
  /** The right password: the attempt is given back, so the team never locks itself out. */
  succeeded(): Promise<void>
  /** A wrong password: it stays counted, and counts towards the alert on all failed sign-ins. */
  failed(requestId: string): Promise<void>
}

/**
 * Takes one attempt from LOGIN_RATE_LIMIT for this visitor's address and one for the account it
 * names, or refuses with 429: guesses from one address, and guesses at one account from many, are
 * both held to the limit. The points are consumed atomically (in memory or in Redis) before the
 * password is compared, so parallel guesses cannot all pass a check made before any is counted.
 */
export async function takeSignInAttempt(request: Request, email: string): Promise<SignInAttempt> {
  const limiter = await limiterFor('login')
  const keys = [clientAddress(request), `account:${email.trim().toLowerCase()}`]
  if (limiter !== 'off') {
    for (const key of keys) {
      try {
        await limiter.consume(key)
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        throw tooMany(rejection.msBeforeNext)
      }
    }
  }
  return {
    async succeeded() {
      if (limiter !== 'off') await Promise.all(keys.map((key) => limiter.reward(key, 1)))
    },
    async failed(requestId) {
      await countFailedSignIn(requestId)
    },
  }
}

/**
 * Counts a failed sign-in from any address against LOGIN_FAILURE_ALERT; the failure that passes
 * the ceiling logs an error (once per window): someone may be guessing from many addresses.
 */
async function countFailedSignIn(requestId: string) {
  const limiter = await limiterFor('loginFailures')
  if (limiter === 'off') return
  const state = await limiter.penalty('all', 1)
  if (state.consumedPoints === limiter.points + 1) {
    log.error(
      {
        requestId,
        failedSignIns: state.consumedPoints,
        windowSeconds: limiter.duration,
      },
      'failed admin sign-ins passed LOGIN_FAILURE_ALERT: possible password guessing from many addresses',
    )
  }
}

/** Forgets every limiter, so tests can change the limits between cases. */
export function resetRateLimiters() {
  limiters.clear()
}
