import 'server-only'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { serverConfig, type RateLimitSetting, type ServerConfig } from '../config'
import { HttpError } from './errors'
import { log } from '../log'
import { BoundedMemoryLimiter } from './bounded-memory-limiter'
import { rateLimitKey } from './client-address'

/**
 * What a visitor may do: `form` submissions (all forms together), `chat` messages, `login`
 * attempts (every password check), and `chatTranscript`: chat exchanges kept for the team (past
 * it the assistant still answers; the exchange is not stored). Each is counted per visitor
 * (rateLimitKey: an IPv4 address or an IPv6 /64) and against a ceiling for all visitors of one
 * route together, which no number of addresses gets past.
 */
export type RateLimitBucket = 'form' | 'chat' | 'login' | 'chatTranscript'

/** A bucket's count per visitor, its ceiling per route, and `loginFailures` (an alert, not a limit). */
type Counter = RateLimitBucket | `${RateLimitBucket}Ceiling` | 'loginFailures'

const settingOf: Record<Counter, (config: ServerConfig) => RateLimitSetting> = {
  form: (config) => config.FORM_RATE_LIMIT,
  formCeiling: (config) => config.FORM_RATE_CEILING,
  chat: (config) => config.CHAT_RATE_LIMIT,
  chatCeiling: (config) => config.CHAT_RATE_CEILING,
  login: (config) => config.LOGIN_RATE_LIMIT,
  loginCeiling: (config) => config.LOGIN_RATE_CEILING,
  chatTranscript: (config) => config.CHAT_TRANSCRIPT_LIMIT,
  chatTranscriptCeiling: (config) => config.CHAT_TRANSCRIPT_CEILING,
  loginFailures: (config) => config.LOGIN_FAILURE_ALERT,
}

/**
 * The most keys one limiter holds in this process's memory (a few megabytes): past it, a new key
 * forgets the key whose window ends first (src/server/http/bounded-memory-limiter.ts). The
 * ceilings keep far fewer keys than this from being made in one window; this holds when a
 * ceiling is `off` or set very high.
 */
export const MAX_KEYS_IN_MEMORY = 20_000

/** The ceiling every password check shares: what it protects is the server's hashing time. */
const SIGN_IN_CEILING_KEY = 'sign-in'

// Promises, so that parallel first requests share one limiter instead of each creating its own.
const limiters = new Map<Counter, Promise<RateLimiterAbstract | 'off'>>()

async function createLimiter(counter: Counter): Promise<RateLimiterAbstract | 'off'> {
  const setting = settingOf[counter](serverConfig())
  if (setting === 'off') return 'off'
  const options = {
    keyPrefix: `rl-${counter}`,
    points: setting.points,
    duration: setting.durationSeconds,
  }
  const inMemory = () => new BoundedMemoryLimiter(options, MAX_KEYS_IN_MEMORY)
  const redisUrl = serverConfig().REDIS_URL
  if (!redisUrl) return inMemory()
  // Several instances share counts through Redis; if Redis is down, each instance counts alone.
  // Redis forgets each key when its window ends, and the ceilings bound how many keys one makes.
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
  return new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: inMemory() })
}

function limiterFor(counter: Counter) {
  let limiter = limiters.get(counter)
  if (!limiter) {
    limiter = createLimiter(counter)
    limiters.set(counter, limiter)
    // A limiter that could not be created is tried again by the next request.
    limiter.catch(() => limiters.delete(counter))
  }
  return limiter
}

/** Who a refused count was counting: one visitor's network, one sign-in e-mail, or a whole route. */
export type LimitScope = 'visitor' | 'account' | 'route'

/** A 429 with Retry-After that says which count refused it, and how often it has this window. */
export class RateLimited extends HttpError {
  constructor(
    readonly scope: LimitScope,
    /** The count's key: `203.0.113.5`, `2001:db8:0:1::/64`, `account:a@b.ca`, or the route's. */
    readonly key: string,
    /** The refusals of this key in its window so far, this one included: 1 for the first. */
    readonly refusedInWindow: number,
    readonly limit: { points: number; durationSeconds: number },
    readonly msBeforeNext: number,
    noun: 'attempts' | 'requests',
  ) {
    const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
    super(
      429,
      `Too many ${noun}. Please wait ${retryAfterSeconds} seconds and try again.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    )
  }
}

/** The count that refused a request, and its state once it had counted that request. */
type Refusal = {
  scope: LimitScope
  key: string
  limiter: RateLimiterAbstract
  state: RateLimiterRes
}

type CountedKey = { scope: 'visitor' | 'account'; key: string }

/**
 * Takes a point for each key from `bucket`'s per-visitor count, then one from its ceiling for
 * `ceilingKey`, or answers which of them refused. A ceiling already reached refuses first,
 * before any visitor's count is touched, so a flood from new addresses adds no keys; a visitor
 * past their own limit takes nothing from the ceiling, so one visitor cannot use it up for all.
 * A bucket whose per-visitor limit is `off` is not limited at all, ceiling included.
 */
async function take(
  bucket: RateLimitBucket,
  ceilingKey: string,
  keys: CountedKey[],
): Promise<Refusal | undefined> {
  const perVisitor = await limiterFor(bucket)
  if (perVisitor === 'off') return undefined
  const ceiling = await limiterFor(`${bucket}Ceiling`)
  if (ceiling !== 'off') {
    const reached = await ceiling.get(ceilingKey)
    if (reached && reached.consumedPoints >= ceiling.points) {
      // Counted, so that the refusal knows how many came past the ceiling.
      const state = await ceiling.penalty(ceilingKey, 1)
      return { scope: 'route', key: ceilingKey, limiter: ceiling, state }
    }
  }
  const counts: { scope: LimitScope; key: string; limiter: RateLimiterAbstract | 'off' }[] = [
    ...keys.map((counted) => ({ ...counted, limiter: perVisitor })),
    { scope: 'route', key: ceilingKey, limiter: ceiling },
  ]
  for (const { scope, key, limiter } of counts) {
    if (limiter === 'off') continue
    try {
      await limiter.consume(key)
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      return { scope, key, limiter, state: rejection }
    }
  }
  return undefined
}

function rateLimited(refusal: Refusal, noun: 'attempts' | 'requests'): RateLimited {
  const { limiter, state } = refusal
  return new RateLimited(
    refusal.scope,
    refusal.key,
    state.consumedPoints - limiter.points,
    { points: limiter.points, durationSeconds: limiter.duration },
    state.msBeforeNext,
    noun,
  )
}

/**
 * Counts one request from this visitor to `route` (its name in handleRoute); past the visitor's
 * limit or the route's ceiling, a 429 with Retry-After.
 */
export async function enforceRateLimit(
  bucket: 'form' | 'chat',
  request: Request,
  route: string,
): Promise<void> {
  const refusal = await take(bucket, route, [{ scope: 'visitor', key: rateLimitKey(request) }])
  if (refusal) throw rateLimited(refusal, 'requests')
}

/**
 * Counts one use of an allowance that refuses nothing (`chatTranscript`): false once this visitor
 * or `route` as a whole has used it up, and the caller then does without (keeps no transcript).
 */
export async function takeAllowance(
  bucket: 'chatTranscript',
  request: Request,
  route: string,
): Promise<boolean> {
  return !(await take(bucket, route, [{ scope: 'visitor', key: rateLimitKey(request) }]))
}

/** One admin sign-in attempt, taken from the visitor's allowance before the password is compared. */
export type SignInAttempt = {
  /** The right password: the attempt is given back, so the team never locks itself out. */
  succeeded(): Promise<void>
  /** A wrong password: it stays counted, and counts towards the alert on all failed sign-ins. */
  failed(requestId: string): Promise<void>
}

/**
 * Takes one attempt from LOGIN_RATE_LIMIT for this visitor's network and one for the account it
 * names, and one from LOGIN_RATE_CEILING for all password checks together, or refuses with
 * RateLimited (429): guesses from one network, guesses at one account from many, and guesses from
 * everywhere at once are all held. The points are consumed atomically (in memory or in Redis)
 * before the password is compared, so parallel guesses cannot all pass a check made before any
 * is counted.
 */
export async function takeSignInAttempt(request: Request, email: string): Promise<SignInAttempt> {
  const keys: CountedKey[] = [
    { scope: 'visitor', key: rateLimitKey(request) },
    { scope: 'account', key: `account:${email.trim().toLowerCase()}` },
  ]
  const refusal = await take('login', SIGN_IN_CEILING_KEY, keys)
  if (refusal) throw rateLimited(refusal, 'attempts')
  return {
    async succeeded() {
      const [perVisitor, ceiling] = await Promise.all([
        limiterFor('login'),
        limiterFor('loginCeiling'),
      ])
      if (perVisitor === 'off') return
      await Promise.all([
        ...keys.map(({ key }) => perVisitor.reward(key, 1)),
        ...(ceiling === 'off' ? [] : [ceiling.reward(SIGN_IN_CEILING_KEY, 1)]),
      ])
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

/** How many keys the process's memory holds for a bucket's per-visitor count (tests, bounds). */
export async function keysHeldInMemory(bucket: RateLimitBucket): Promise<number> {
  const limiter = await limiterFor(bucket)
  return limiter instanceof BoundedMemoryLimiter ? limiter.keysHeld() : 0
}

/** Forgets every limiter, so tests can change the limits between cases. */
export function resetRateLimiters() {
  limiters.clear()
}
