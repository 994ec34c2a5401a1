import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from '../schema'

/**
 * Remembers that an address was erased, by its subject reference (an HMAC, never the address):
 * a second erasure of the same address keeps the first entry's date.
 */
export async function addPrivacySuppression(
  db: Kysely<Database>,
  subjectReference: string,
  now: Date,
) {
  await db
    .insertInto('privacy_suppressions')
    .values({ subject_reference: subjectReference, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('subject_reference').doNothing())
    .execute()
}

/** When the address behind `subjectReference` was first erased, or undefined if it never was. */
export async function privacySuppressedSince(
  db: Kysely<Database>,
  subjectReference: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('privacy_suppressions')
    .select('created_at')
    .where('subject_reference', '=', subjectReference)
    .executeTakeFirst()
  return row?.created_at
}
