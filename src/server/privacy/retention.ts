import 'server-only'
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import { recordAudit } from '../audit/audit'
import type { ServerConfig } from '../config'
import type { AppDatabase } from '../db/client'
import type { Database } from '../db/schema'
import { log } from '../log'

/** The settings the purge reads (README, Retention; decision 0018). */
export type RetentionSettings = Pick<
  ServerConfig,
  | 'RETENTION_CHAT_DAYS'
  | 'RETENTION_UNCONFIRMED_SUBSCRIPTION_DAYS'
  | 'RETENTION_LEAD_MONTHS'
  | 'RETENTION_OUTBOX_DAYS'
  | 'RETENTION_AUDIT_MONTHS'
>

export type RetentionPeriod = { days: number } | { months: number }

/**
 * One kind of record and how long it is kept: a row goes once the time in `column` (UTC
 * ISO-8601) is older than the period. `only` narrows the rule to rows in one state.
 */
export type RetentionRule = {
  [Table in keyof Database]: {
    /** Names the rule in the counts, the log and the audit event. */
    name: string
    table: Table
    column: keyof Database[Table] & string
    only?: { column: keyof Database[Table] & string; equals: string }
    /** A further condition a row must meet to go (SQL over the rule's table). */
    onlyWhere?: RawBuilder<SqlBool>
    /** The column a batch is chosen by: `id`, or for a table without one, `column` itself. */
    batchBy?: keyof Database[Table] & string
    keep: (settings: RetentionSettings) => RetentionPeriod
  }
}[keyof Database]

/** Everything the purge deletes, in the order it runs. The audit trail goes last. */
export const retentionRules: readonly RetentionRule[] = [
  {
    // Messages go with their conversation (on delete cascade).
    name: 'chat-conversations',
    table: 'chat_conversations',
    column: 'updated_at',
    keep: (settings) => ({ days: settings.RETENTION_CHAT_DAYS }),
  },
  {
    // updated_at is the last time the address asked for a confirmation e-mail.
    name: 'unconfirmed-subscriptions',
    table: 'newsletter_subscribers',
    column: 'updated_at',
    only: { column: 'status', equals: 'pending' },
    keep: (settings) => ({ days: settings.RETENTION_UNCONFIRMED_SUBSCRIPTION_DAYS }),
  },
  {
    name: 'contact-submissions',
    table: 'contact_submissions',
    column: 'submitted_at',
    keep: (settings) => ({ months: settings.RETENTION_LEAD_MONTHS }),
  },
  {
    name: 'partnership-inquiries',
    table: 'partnership_inquiries',
    column: 'submitted_at',
    keep: (settings) => ({ months: settings.RETENTION_LEAD_MONTHS }),
  },
  {
    // A checklist e-mailed on request (issue 39): kept as long as the record of its delivery.
    name: 'checklist-emails',
    table: 'checklist_emails',
    column: 'created_at',
    keep: (settings) => ({ days: settings.RETENTION_OUTBOX_DAYS }),
  },
  {
    // Payloads hold ids only, but a row says when someone wrote in.
    name: 'delivered-outbox',
    table: 'outbox',
    column: 'delivered_at',
    keep: (settings) => ({ days: settings.RETENTION_OUTBOX_DAYS }),
  },
  {
    // Given up: off the Deliveries tab a month after it was given up. Its last_error may quote a
    // mail server's answer that names the recipient.
    name: 'given-up-outbox',
    table: 'outbox',
    column: 'failed_at',
    keep: (settings) => ({ days: settings.RETENTION_OUTBOX_DAYS }),
  },
  {
    // Counts per page and day (nothing personal), kept as long as the leads the dashboard compares
    // them with. The day (YYYY-MM-DD) sorts before the cutoff's own day at any hour: that day goes.
    name: 'page-views',
    table: 'page_views',
    column: 'day',
    batchBy: 'day',
    keep: (settings) => ({ months: settings.RETENTION_LEAD_MONTHS }),
  },
  {
    // A session past its end signs nobody in; its address and device have no use left.
    name: 'ended-team-sessions',
    table: 'team_sessions',
    column: 'expires_at',
    keep: () => ({ days: 0 }),
  },
  {
    // Two-factor challenges and trusted-device marks better-auth keeps for minutes or days.
    name: 'expired-team-verifications',
    table: 'team_verifications',
    column: 'expires_at',
    keep: () => ({ days: 0 }),
  },
  {
    // An invitation (used or not) names the person invited; its link ends after 72 hours.
    name: 'old-team-invitations',
    table: 'team_invitations',
    column: 'expires_at',
    keep: () => ({ days: 30 }),
  },
  {
    // The consent log is proof of consent under CASL: kept for the audit period from each event,
    // and for as long as the address is still on the list (pending or confirmed), however old.
    name: 'consent-events',
    table: 'newsletter_consent_events',
    column: 'occurred_at',
    onlyWhere: sql<SqlBool>`not exists (
      select 1 from newsletter_subscribers
      where newsletter_subscribers.email_normalized = newsletter_consent_events.email_normalized
        and newsletter_subscribers.status in ('pending', 'confirmed'))`,
    keep: (settings) => ({ months: settings.RETENTION_AUDIT_MONTHS }),
  },
  {
    name: 'audit-events',
    table: 'audit_events',
    column: 'occurred_at',
    keep: (settings) => ({ months: settings.RETENTION_AUDIT_MONTHS }),
  },
]

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The moment before which a record kept for `period` is due: `days` of 24 hours, or calendar
 * months in UTC (31 March less one month is 28 or 29 February).
 */
export function cutoffFor(period: RetentionPeriod, now: Date): Date {
  if ('days' in period) return new Date(now.getTime() - period.days * DAY_MS)
  const cutoff = new Date(now)
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - period.months)
  const monthLength = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate()
  cutoff.setUTCDate(Math.min(now.getUTCDate(), monthLength))
  return cutoff
}

/** Rows deleted per rule, by rule name. */
export type PurgeCounts = Record<string, number>

export type PurgeOptions = {
  /** Rows per delete statement: each is its own short transaction, so no lock is held for long. */
  batchSize?: number
  /** Stops between batches (shutdown); what was deleted so far is still counted and audited. */
  signal?: AbortSignal
}

/**
 * Deletes every record past its retention, in batches, and appends one 'retention.purged' audit
 * event with the counts. On PostgreSQL one instance purges at a time (an advisory lock); another
 * instance asking meanwhile gets null and does nothing. Deletes are idempotent either way.
 */
export async function purgeExpired(
  app: AppDatabase,
  settings: RetentionSettings,
  now: Date = new Date(),
  options: PurgeOptions = {},
): Promise<PurgeCounts | null> {
  const counts = await whileHoldingPurgeLock(app, async (db) => {
    const counts: PurgeCounts = {}
    for (const rule of retentionRules) {
      if (options.signal?.aborted) break
      const cutoff = cutoffFor(rule.keep(settings), now).toISOString()
      counts[rule.name] = await deleteInBatches(db, rule, cutoff, options)
    }
    const interrupted = Boolean(options.signal?.aborted)
    // Counts only: the log and the audit trail never hold what was deleted.
    log.info({ counts, interrupted }, 'retention purge done')
    await recordAudit(
      db,
      {
        action: 'retention.purged',
        actor: null,
        detail: { counts, ...(interrupted ? { interrupted } : {}) },
      },
      now,
    )
    return counts
  })
  if (!counts) log.info('retention purge skipped: another instance is running it')
  // Deleted pages are zeroed in the database file (secure_delete); move them out of the WAL too.
  else if (app.kind === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(app.db)
  return counts
}

async function deleteInBatches(
  db: Kysely<Database>,
  rule: RetentionRule,
  cutoff: string,
  { batchSize = 1000, signal }: PurgeOptions,
): Promise<number> {
  const table = sql.table(rule.table)
  const state = sql.join(
    [
      ...(rule.only ? [sql`and ${sql.ref(rule.only.column)} = ${rule.only.equals}`] : []),
      ...(rule.onlyWhere ? [sql`and ${rule.onlyWhere}`] : []),
    ],
    sql` `,
  )
  const batchBy = sql.ref(rule.batchBy ?? 'id')
  let deleted = 0
  for (;;) {
    const result = await sql`
      delete from ${table} where ${batchBy} in (
        select ${batchBy} from ${table}
        where ${sql.ref(rule.column)} < ${cutoff} ${state}
        limit ${batchSize}
      )`.execute(db)
    const batch = Number(result.numAffectedRows ?? 0)
    deleted += batch
    if (batch < batchSize || signal?.aborted) return deleted
  }
}

/** Any fixed number, the same in every instance: names the purge among PostgreSQL's advisory locks. */
const PURGE_LOCK_KEY = 180_003

/**
 * Runs `work` on one connection holding a session advisory lock on PostgreSQL (released by the
 * unlock, or by PostgreSQL if the connection dies); null when another instance holds it. SQLite
 * has one writer process, so it simply runs.
 */
async function whileHoldingPurgeLock<Result>(
  app: AppDatabase,
  work: (db: Kysely<Database>) => Promise<Result>,
): Promise<Result | null> {
  if (app.kind === 'sqlite') return work(app.db)
  return app.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean
    }>`select pg_try_advisory_lock(${PURGE_LOCK_KEY}) as locked`.execute(connection)
    if (!rows[0]?.locked) return null
    try {
      return await work(connection)
    } finally {
      await sql`select pg_advisory_unlock(${PURGE_LOCK_KEY})`.execute(connection)
    }
  })
}
