import 'server-only'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import { serverConfig } from '../config'
import { outboxHealth } from '../db/repositories/outbox'
import type { Database } from '../db/schema'
import { HttpError } from '../http/errors'
import { metrics } from './registry'

/**
 * GET /api/metrics answers only `Authorization: Bearer $METRICS_TOKEN`; without the variable, or
 * with another token, it is a 404, as if there were no such address. Compared in constant time
 * (hashing first so lengths never leak).
 */
export function requireMetricsToken(request: Request) {
  const token = serverConfig().METRICS_TOKEN
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  if (!token || given === undefined || !timingSafeEqual(digest(given), digest(token))) {
    throw new HttpError(404, 'There is nothing at this address.')
  }
}

/** The Prometheus text of this process, with the outbox gauges read from the database now. */
export async function scrapeMetrics(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<{ contentType: string; body: string }> {
  const counted = metrics()
  const health = await outboxHealth(db)
  counted.outboxBacklog.set(health.pending)
  counted.outboxGivenUp.set(health.givenUp)
  counted.outboxOldestAge.set(
    health.oldestPendingAt
      ? Math.max(0, (now.getTime() - Date.parse(health.oldestPendingAt)) / 1000)
      : 0,
  )
  return { contentType: counted.registry.contentType, body: await counted.registry.metrics() }
}
