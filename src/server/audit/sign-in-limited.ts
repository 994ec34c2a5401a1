import 'server-only'
import { database } from '../db/client'
import type { RateLimited } from '../http/rate-limit'
import { auditRequest } from './audit'

/** The target of a `sign-in.limited` event: the limit's key, which the view shows whole. */
export const LIMIT_TARGET = 'rate-limit'

const counted = { visitor: 'one network', account: 'one account', route: 'all sign-ins' }

function limitedDetail(refusal: RateLimited, refused: number, now: Date) {
  const { points, durationSeconds } = refusal.limit
  const window = durationSeconds % 60 === 0 ? `${durationSeconds / 60} min` : `${durationSeconds} s`
  return {
    counted: counted[refusal.scope],
    limit: `${points} per ${window}`,
    // At least this many: the count is written at 1, 2, 4, 8... refusals (see below).
    refused,
    until: new Date(Math.ceil((now.getTime() + refusal.msBeforeNext) / 1000) * 1000).toISOString(),
  }
}

const isPowerOfTwo = (count: number) => count > 0 && (count & (count - 1)) === 0

/**
 * Records a refused sign-in (429) as the audit trail keeps them: one `sign-in.limited` event per
 * limit key and window, not one per request. The first refusal past the limit appends it; the
 * counter is atomic (in memory or in Redis), so exactly one request, on one instance, sees that
 * refusal. The 2nd, 4th, 8th... refusals raise its count, so a flood of a million refusals writes
 * one row and twenty updates, and the count shown is within a factor of two of the true one.
 */
export async function recordSignInLimited(
  request: Request,
  email: string,
  refusal: RateLimited,
  now: Date = new Date(),
): Promise<void> {
  const refused = refusal.refusedInWindow
  if (!isPowerOfTwo(refused)) return
  const detail = limitedDetail(refusal, refused, now)
  if (refused === 1) {
    await auditRequest(
      request,
      { id: null, email: email.trim().toLowerCase().slice(0, 254) },
      { action: 'sign-in.limited', target: { type: LIMIT_TARGET, id: refusal.key }, detail },
    )
    return
  }
  // The newest event of this key that this window could have appended (a second's leeway for
  // the clock readings between the counter and here). Refusals arrive in parallel, so the 8th
  // refusal's update can run after the 16th's: the row is locked while it is read (PostgreSQL;
  // SQLite runs one write transaction at a time) and only a larger count is written.
  const windowStart = now.getTime() + refusal.msBeforeNext - refusal.limit.durationSeconds * 1000
  const { db, kind } = database()
  await db.transaction().execute(async (transaction) => {
    const newest = transaction
      .selectFrom('audit_events')
      .select(['id', 'detail'])
      .where('action', '=', 'sign-in.limited')
      .where('target_type', '=', LIMIT_TARGET)
      .where('target_id', '=', refusal.key)
      .where('occurred_at', '>=', new Date(windowStart - 1000).toISOString())
      .orderBy('occurred_at', 'desc')
      .limit(1)
    const current = await (kind === 'postgres' ? newest.forUpdate() : newest).executeTakeFirst()
    if (!current || refusedIn(current.detail) >= refused) return
    await transaction
      .updateTable('audit_events')
      .set({ detail: JSON.stringify(detail) })
      .where('id', '=', current.id)
      .execute()
  })
}

/** The count of refusals a `sign-in.limited` event's detail holds (0 if unreadable). */
function refusedIn(detail: string | null): number {
  try {
    const refused = (JSON.parse(detail ?? '{}') as { refused?: unknown }).refused
    return typeof refused === 'number' ? refused : 0
  } catch {
    return 0
  }
}
