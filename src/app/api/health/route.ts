import { sql } from 'kysely'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'
import { log } from '@/server/log'

export const dynamic = 'force-dynamic'

const HEALTH_TIMEOUT_MS = 2000

/** 200 when the database answers within two seconds, 503 otherwise. */
export const GET = handleRoute('health', async (_request, { requestId }) => {
  try {
    const probe = sql`select 1 as ok`.execute(database().db)
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error('database did not answer in time')),
        HEALTH_TIMEOUT_MS,
      ).unref(),
    )
    await Promise.race([probe, timeout])
    return Response.json({ status: 'ok' })
  } catch (error) {
    log.warn(
      { requestId, error: error instanceof Error ? error.message : String(error) },
      'health check failed',
    )
    return Response.json(
      { status: 'unavailable', error: 'The database is not answering.' },
      { status: 503 },
    )
  }
})
