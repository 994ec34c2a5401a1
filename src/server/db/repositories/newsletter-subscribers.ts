import 'server-only'
import type { Kysely } from 'kysely'
import type { Database, NewsletterSubscriberRow, SubscriberStatus } from '../schema'

/** Addresses are unique without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findSubscriberByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<NewsletterSubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst()
}

export async function findSubscriberById(db: Kysely<Database>, id: string) {
  return db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertSubscriber(
  db: Kysely<Database>,
  {
    id,
    email,
    consentSource,
    now,
  }: { id: string; email: string; consentSource: string; now: Date },
) {
  await db
    .insertInto('newsletter_subscribers')
    .values({
      id,
      email: email.trim(),
      email_normalized: normalizeEmail(email),
      status: 'pending',
      consent_source: consentSource,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      confirmed_at: null,
      unsubscribed_at: null,
    })
    .execute()
}

export async function setSubscriberStatus(
  db: Kysely<Database>,
  id: string,
  status: SubscriberStatus,
  now: Date = new Date(),
) {
  const iso = now.toISOString()
  await db
    .updateTable('newsletter_subscribers')
    .set({
      status,
      updated_at: iso,
      ...(status === 'confirmed' ? { confirmed_at: iso, unsubscribed_at: null } : {}),
      ...(status === 'unsubscribed' ? { unsubscribed_at: iso } : {}),
      ...(status === 'pending' ? { confirmed_at: null, unsubscribed_at: null } : {}),
    })
    .where('id', '=', id)
    .execute()
}

export async function listSubscribers(db: Kysely<Database>) {
  return db.selectFrom('newsletter_subscribers').selectAll().orderBy('created_at', 'desc').execute()
}
