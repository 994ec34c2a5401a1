import 'server-only'
import type { Kysely } from 'kysely'
import type { ContactSubmission } from '@/lib/schemas/contact'
import { insertContactSubmission } from '../db/repositories/contact-submissions'
import { writeTransaction } from '../db/group-commit'
import type { Database } from '../db/schema'
import { newId } from '../ids'
import { enqueueLeadNotifications } from './notify'

/**
 * Stores a contact submission and its notifications in one transaction (on SQLite, shared with
 * the others arriving at the same moment); returns its id once committed.
 */
export async function createContactSubmission(
  db: Kysely<Database>,
  submission: ContactSubmission,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const id = newId(now.getTime())
  await writeTransaction(db, async (trx) => {
    await insertContactSubmission(trx, { id, submittedAt: now, submission })
    await enqueueLeadNotifications(trx, 'contact', id, now)
  })
  return { id }
}
