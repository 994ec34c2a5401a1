import 'server-only'
import type { Kysely } from 'kysely'
import { serverConfig } from '../config'
import { writeTransaction } from '../db/group-commit'
import { enqueueOutbox } from '../db/repositories/outbox'
import type { Database } from '../db/schema'
import { log } from '../log'
import { wakeOutboxWorker } from '../outbox/worker'
import { addDays, clockIn } from '../team-time'

/**
 * The morning digest (issue 21, item 5): when `LEAD_DIGEST_TO` names recipients, once a day at
 * `LEAD_DIGEST_HOUR` in `LEAD_DIGEST_TIME_ZONE` (Toronto by default) the team gets one e-mail with
 * the previous day's leads by type and by source, and how many leads are still New. It holds
 * counts only, no one's details, and goes through the outbox like every other e-mail.
 */

export type DigestSettings = { to: string[]; hour: number; timeZone: string }

const CHECK_INTERVAL_MS = 60_000

export function digestSettings(): DigestSettings | undefined {
  const config = serverConfig()
  if (config.LEAD_DIGEST_TO.length === 0) return undefined
  return {
    to: config.LEAD_DIGEST_TO,
    hour: config.LEAD_DIGEST_HOUR,
    timeZone: config.LEAD_DIGEST_TIME_ZONE,
  }
}

/**
 * Queues the digest of the day before `now` once its hour has come, unless an instance already
 * did: the day's row in `lead_digests` is written with the outbox row in one transaction, and
 * only the first writer's insert succeeds. Answers the day queued, if this call queued one.
 */
export async function queueDueDigest(
  db: Kysely<Database>,
  settings: DigestSettings,
  now: Date = new Date(),
): Promise<string | undefined> {
  const { day: today, hour } = clockIn(settings.timeZone, now)
  if (hour < settings.hour) return undefined
  const day = addDays(today, -1)
  const queued = await writeTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('lead_digests')
      .values({ day, queued_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .executeTakeFirst()
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false
    await enqueueOutbox(trx, 'lead-digest', { day }, now)
    return true
  })
  if (!queued) return undefined
  wakeOutboxWorker()
  return day
}

/** Checks every minute whether the morning digest is due; the returned function stops it. */
export function startLeadDigestSchedule(db: Kysely<Database>): () => void {
  const settings = digestSettings()
  if (!settings) return () => {}
  const check = () =>
    void queueDueDigest(db, settings).catch((error: unknown) =>
      log.error({ err: error }, 'the morning digest could not be queued; will try again'),
    )
  check()
  const timer = setInterval(check, CHECK_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
