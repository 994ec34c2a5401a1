import 'server-only'
import { createHash } from 'node:crypto'
import { database } from '../db/client'

/**
 * How long an accepted authenticator code is remembered: better-auth accepts a code during its own
 * 30-second step and the steps either side, so 90 seconds covers every moment it still works.
 */
const CODE_ACCEPTED_FOR_MS = 3 * 30_000

const usedCodeId = (memberId: string, code: string) =>
  createHash('sha256').update(`${memberId}:${code}`).digest('hex')

/**
 * Claims a code from a member's authenticator app before it is checked: false when the same code
 * was claimed in the last 90 seconds (a replay, or the same code sent twice at once: one row per
 * code, so only one insert wins, on every instance). A code that turns out wrong is given back
 * with releaseAuthenticatorCode.
 */
export async function claimAuthenticatorCode(
  memberId: string,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const { db } = database()
  await db
    .deleteFrom('team_used_codes')
    .where('member_id', '=', memberId)
    .where('expires_at', '<=', now.toISOString())
    .execute()
  const inserted = await db
    .insertInto('team_used_codes')
    .values({
      id: usedCodeId(memberId, code),
      member_id: memberId,
      expires_at: new Date(now.getTime() + CODE_ACCEPTED_FOR_MS).toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Gives back a claimed code that was not accepted (a wrong code may be typed right later). */
export async function releaseAuthenticatorCode(memberId: string, code: string): Promise<void> {
  await database()
    .db.deleteFrom('team_used_codes')
    .where('id', '=', usedCodeId(memberId, code))
    .execute()
}
