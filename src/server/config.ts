import 'server-only'
import path from 'node:path'
import { z } from '@/lib/zod'

/**
 * Every environment variable the server reads, parsed once. A bad value stops start-up with a
 * message naming the variable (see .env.example and the README's table).
 */

const rateLimitPattern = /^(\d+)\/(\d+)(s|m|h)$/

/** A rate limit like `10/1m` (10 requests per minute), or `off`. */
export type RateLimitSetting = { points: number; durationSeconds: number } | 'off'

const rateLimit = z
  .string()
  .trim()
  .refine((value) => value === 'off' || rateLimitPattern.test(value), {
    message: 'use the form COUNT/WINDOW, such as 10/1m, 100/30s or 5/1h, or off',
  })
  .transform((value): RateLimitSetting => {
    if (value === 'off') return 'off'
    const [, count, amount, unit] = rateLimitPattern.exec(value) ?? []
    const unitSeconds = { s: 1, m: 60, h: 3600 }[unit as 's' | 'm' | 'h']
    return { points: Number(count), durationSeconds: Number(amount) * unitSeconds }
  })

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional())

const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback)

/** A yes/no switch: `1` or `true` turns it on; unset, empty, `0` or `false` leave it off. */
const flag = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || ['1', '0', 'true', 'false'].includes(value.toLowerCase()), {
    message: 'use 1 (on) or 0 (off)',
  })
  .transform((value) => value === '1' || value?.toLowerCase() === 'true')

const configSchema = z
  .object({
    // Unset: app.db in DATA_DIR.
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^(file:|postgres(ql)?:\/\/)/.test(value), {
        message: 'use file:PATH for SQLite or postgres://USER:PASSWORD@HOST/DB for PostgreSQL',
      }),
    // What a local run keeps on disk: the SQLite file unless DATABASE_URL names another, and the
    // session secret and first owner's password it generates (relative to the working directory).
    DATA_DIR: z.string().trim().default('data'),
    LEADS_NOTIFY_TO: z.string().trim().default('leads@fundlane.example').pipe(z.email()),
    MAIL_FROM: z.string().trim().default('Fundlane Website <no-reply@fundlane.example>'),
    LEAD_DIGEST_TO: z
      .string()
      .trim()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('use e-mail addresses separated by commas'))),
    LEAD_DIGEST_HOUR: z.coerce
      .number({ error: 'use an hour from 0 to 23' })
      .int('use a whole hour from 0 to 23')
      .min(0, 'use an hour from 0 to 23')
      .max(23, 'use an hour from 0 to 23')
      .default(8),
    LEAD_DIGEST_TIME_ZONE: z
      .string()
      .trim()
      .default('America/Toronto')
      .refine(
        (zone) => {
          try {
            new Intl.DateTimeFormat('en-CA', { timeZone: zone })
            return true
          } catch {
            return false
          }
        },
        { message: 'use a time zone name such as America/Toronto or America/Vancouver' },
      ),
    SMTP_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^smtps?:\/\//.test(value), {
        message: 'use smtp://USER:PASSWORD@HOST:PORT or smtps://...',
      }),
    MAIL_TRANSPORT: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.enum(['smtp', 'log']).optional()),
    LEADS_WEBHOOK_URL: optionalUrl,
    LEADS_WEBHOOK_SECRET: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined)),
    SESSION_SECRET: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || value.length >= 32, {
        message: 'must be at least 32 characters',
      }),
    PUBLIC_SITE_URL: z.string().trim().default('http://localhost:3000').pipe(z.url()),
    ALLOW_INSECURE_SITE_URL: flag,
    ALLOW_NO_TWO_FACTOR: flag,
    TRUST_PROXY: z.coerce
      .number({ error: 'use the number of proxies in front of the site, such as 0 or 1' })
      .int('use a whole number of proxies, such as 0 or 1')
      .min(0, 'use 0 (no proxy) or more')
      .max(10, 'use at most 10 proxies')
      .default(0),
    NODE_ENV: z.string().trim().optional(),
    LOCAL_TRIAL: flag,
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || value.length >= 12, {
        message: 'must be at least 12 characters',
      }),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.email("use the first owner's e-mail address").optional()),
    ADMIN_REQUIRE_TWO_FACTOR: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || 'owners')
      .pipe(
        z.enum(['owners', 'all', 'off'], {
          error: 'use owners (the default), all, or off (local trials and tests only)',
        }),
      ),
    ADMIN_SESSION_HOURS: positiveInteger(8),
    FORM_RATE_LIMIT: rateLimit.prefault('10/1m'),
    CHAT_RATE_LIMIT: rateLimit.prefault('30/1m'),
    LOGIN_RATE_LIMIT: rateLimit.prefault('5/15m'),
    LOGIN_FAILURE_ALERT: rateLimit.prefault('50/1h'),
    // Each route's ceiling for all visitors together, whatever addresses they come from.
    FORM_RATE_CEILING: rateLimit.prefault('60/1m'),
    CHAT_RATE_CEILING: rateLimit.prefault('300/1m'),
    LOGIN_RATE_CEILING: rateLimit.prefault('300/15m'),
    CHAT_TRANSCRIPT_LIMIT: rateLimit.prefault('100/24h'),
    CHAT_TRANSCRIPT_CEILING: rateLimit.prefault('10000/24h'),
    REDIS_URL: optionalUrl,
    OUTBOX_POLL_INTERVAL_MS: positiveInteger(2000),
    OUTBOX_MAX_ATTEMPTS: positiveInteger(10),
    OUTBOX_BACKOFF_BASE_MS: positiveInteger(5000),
    OUTBOX_BACKOFF_MAX_MS: positiveInteger(60 * 60 * 1000),
    OUTBOX_DELIVERY_TIMEOUT_MS: positiveInteger(10_000),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined)),
    LLM_MODEL: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined)),
    LLM_TIMEOUT_MS: positiveInteger(8000),
    METRICS_TOKEN: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || value.length >= 16, {
        message: 'must be at least 16 characters',
      }),
    // How long each kind of record is kept before the daily purge deletes it
    // (src/server/privacy/retention.ts, decision 0018).
    RETENTION_CHAT_DAYS: positiveInteger(90),
    RETENTION_UNCONFIRMED_SUBSCRIPTION_DAYS: positiveInteger(30),
    RETENTION_LEAD_MONTHS: positiveInteger(24),
    RETENTION_OUTBOX_DAYS: positiveInteger(30),
    RETENTION_AUDIT_MONTHS: positiveInteger(36),
    RETENTION_BACKUP_DAYS: positiveInteger(30),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((config, context) => {
    if (config.LEADS_WEBHOOK_URL && !config.LEADS_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['LEADS_WEBHOOK_SECRET'],
        message: 'is required when LEADS_WEBHOOK_URL is set',
      })
    }
    if (config.MAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when MAIL_TRANSPORT=smtp',
      })
    }
    // The audit trail says who saw or deleted a lead: it must outlive the leads it describes.
    if (config.RETENTION_AUDIT_MONTHS < config.RETENTION_LEAD_MONTHS) {
      context.addIssue({
        code: 'custom',
        path: ['RETENTION_AUDIT_MONTHS'],
        message: `must be at least RETENTION_LEAD_MONTHS (${config.RETENTION_LEAD_MONTHS}), so the audit trail outlives the leads it describes`,
      })
    }
  })
  .transform((config) => ({
    ...config,
    DATABASE_URL: config.DATABASE_URL ?? `file:${path.join(config.DATA_DIR, 'app.db')}`,
  }))

export type ServerConfig = z.infer<typeof configSchema>

/** Parses a set of variables; throws one error naming every bad variable. */
export function parseServerConfig(environment: Record<string, string | undefined>): ServerConfig {
  const result = configSchema.safeParse(environment)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid environment configuration. ${problems.join('; ')}`)
}

/**
 * Whether whoever started the server asked for production: NODE_ENV=production in its
 * environment. The built server sets NODE_ENV=production by itself, so `npm start`
 * (scripts/start.ts) marks a start without it as a local trial with LOCAL_TRIAL=1 (decision 0016).
 */
export function isOperatorProduction(config: Pick<ServerConfig, 'NODE_ENV' | 'LOCAL_TRIAL'>) {
  return config.NODE_ENV === 'production' && !config.LOCAL_TRIAL
}

/** How e-mail leaves: SMTP when SMTP_URL is set (unless MAIL_TRANSPORT=log), else the log. */
export function mailTransport(config: Pick<ServerConfig, 'MAIL_TRANSPORT' | 'SMTP_URL'>) {
  return config.MAIL_TRANSPORT ?? (config.SMTP_URL ? 'smtp' : 'log')
}

/**
 * What stops a production start (decision 0016): each problem names its variable. Empty when the
 * operator did not ask for production (a local trial) or when nothing is missing.
 */
export function productionProblems(config: ServerConfig): string[] {
  if (!isOperatorProduction(config)) return []
  const problems: string[] = []
  if (!config.SMTP_URL && config.MAIL_TRANSPORT !== 'log') {
    problems.push(
      'SMTP_URL: is required in production, so leads reach the team (or set MAIL_TRANSPORT=log to write only message ids to the log on purpose)',
    )
  }
  if (new URL(config.PUBLIC_SITE_URL).protocol !== 'https:' && !config.ALLOW_INSECURE_SITE_URL) {
    problems.push(
      'PUBLIC_SITE_URL: must be https in production (or set ALLOW_INSECURE_SITE_URL=1 on purpose)',
    )
  }
  if (usesPostgres(config) && !config.SESSION_SECRET) {
    problems.push('SESSION_SECRET: is required with PostgreSQL (set 32 or more random characters)')
  }
  if (config.ADMIN_REQUIRE_TWO_FACTOR === 'off' && !config.ALLOW_NO_TWO_FACTOR) {
    problems.push(
      'ADMIN_REQUIRE_TWO_FACTOR: off lets a password alone open every lead; use owners or all in production (or set ALLOW_NO_TWO_FACTOR=1 on purpose)',
    )
  }
  return problems
}

/** Throws one error naming every variable a production start lacks (see productionProblems). */
export function assertProductionReady(config: ServerConfig) {
  const problems = productionProblems(config)
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production. ${problems.join('; ')}`)
  }
}

let cached: ServerConfig | undefined

/** The configuration of this process, read from process.env on first use. */
export function serverConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env)
  return cached
}

/** Whether the database is PostgreSQL (several instances may share it) rather than SQLite. */
export function usesPostgres(config: Pick<ServerConfig, 'DATABASE_URL'>): boolean {
  return config.DATABASE_URL.startsWith('postgres')
}

/** Where every lead is also posted, signed (decision 0006); undefined when LEADS_WEBHOOK_URL is unset. */
export type LeadsWebhook = { url: string; secret: string }

/** The CRM webhook setting: the one place LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET are read. */
export function leadsWebhook(config: ServerConfig = serverConfig()): LeadsWebhook | undefined {
  const { LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret } = config
  // The schema refuses a URL without a secret, so both are set or neither is.
  return url && secret ? { url, secret } : undefined
}

/** Forgets the parsed configuration so the next call reads process.env again (tests). */
export function resetServerConfig() {
  cached = undefined
}
