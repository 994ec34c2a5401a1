import 'server-only'
import type { Kysely } from 'kysely'
import type { Database, NewsletterSubscriberRow, SubscriberStatus } from '../schema'
import type { Locale } from '@/i18n/locales'
import { normalizeEmail } from '../../email-address'
import { matchesAny, pageOf, type ListQuery, type Page } from './listing'

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
    language = 'en',
    now,
  }: { id: string; email: string; consentSource: string; language?: Locale; now: Date },
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
      language,
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

export type SubscriberRecord = {
  id: string
  email: string
  status: SubscriberStatus
  consentSource: string
  createdAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  /** The language of the page it was last subscribed on. */
  language: string
}

export function toSubscriberRecord(row: NewsletterSubscriberRow): SubscriberRecord {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    consentSource: row.consent_source,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
    language: row.language,
  }
}

/** One page of subscribers, newest first, optionally only addresses or statuses containing the search. */
export async function pageSubscribers(
  db: Kysely<Database>,
  query: ListQuery,
): Promise<Page<SubscriberRecord>> {
  let base = db.selectFrom('newsletter_subscribers')
  if (query.search) base = base.where(matchesAny(['email_normalized', 'status'], query.search))
  if (query.language) base = base.where('language', '=', query.language)
  return pageOf(base, 'created_at', query, toSubscriberRecord)
}

export async function deleteSubscriber(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('newsletter_subscribers')
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** A subscription made again on a page of the other language follows it. */
export async function setSubscriberLanguage(db: Kysely<Database>, id: string, language: Locale) {
  await db.updateTable('newsletter_subscribers').set({ language }).where('id', '=', id).execute()
}
