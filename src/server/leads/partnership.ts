import 'server-only'
import type { Kysely } from 'kysely'
import type { PartnershipInquiry } from '@/lib/schemas/partnership'
import { insertPartnershipInquiry } from '../db/repositories/partnership-inquiries'
import { writeTransaction } from '../db/group-commit'
import type { Database } from '../db/schema'
import { newId } from '../ids'
import { enqueueLeadNotifications } from './notify'

/**
 * Stores a partnership inquiry and its notifications in one transaction (on SQLite, shared with
 * the others arriving at the same moment); returns its id once committed.
 */
export async function createPartnershipInquiry(
  db: Kysely<Database>,
  inquiry: PartnershipInquiry,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const id = newId(now.getTime())
  await writeTransaction(db, async (trx) => {
    await insertPartnershipInquiry(trx, { id, submittedAt: now, inquiry })
    await enqueueLeadNotifications(trx, 'partnership', id, now)
  })
  return { id }
}
