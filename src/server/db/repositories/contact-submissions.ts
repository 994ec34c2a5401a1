import 'server-only'
import type { Kysely } from 'kysely'
import type { ContactSubmission } from '@/lib/schemas/contact'
import type { Offer } from '@/lib/offer-math'
import { normalizeEmail } from '../../email-address'
import type { ContactSubmissionRow, Database } from '../schema'
import { pageLeads, type ListQuery, type Page } from './listing'
import type { Locale } from '@/i18n/locales'
import type { LeadSource } from '@/lib/visit-source'
import { leadSourceColumns } from './lead-work'

/**
 * The version of the stored offers' shape: `Offer` of src/lib/offer-math.ts as issue 38 made it. A
 * change to that type that an offer stored before would not satisfy takes the next number, and
 * the readers of stored offers (src/server/admin/offer-table.ts) learn the old one.
 */
export const OFFERS_VERSION = 1

/** The offers sent from the offer check, as they were sent, and the version of their shape. */
export type StoredOffers = { version: number; offers: unknown[] }

/**
 * A contact lead as a route hands it over: the submission and, from the offer check, its offers;
 * from the readiness check, its answers as the check's address query (issue 39).
 */
export type ContactLeadInput = ContactSubmission & { offers?: Offer[]; readinessAnswers?: string }

/** A contact submission as the admin list receives it (docs/product.md, Data). */
export type ContactSubmissionRecord = {
  id: string
  firstName: string
  lastName: string
  email: string
  phone?: string
  company?: string
  message?: string
  /** Sent from the readiness check: its answers as the check's address query (issue 39). */
  readinessAnswers?: string
  submittedAt: string
  /** Sent from the offer check: the offers, as they were sent (decision 0034). */
  offers?: StoredOffers
}

function storedOffersFrom(text: string | null): StoredOffers | undefined {
  if (text === null) return undefined
  const stored = JSON.parse(text) as StoredOffers
  return { version: stored.version, offers: stored.offers }
}

export function toContactSubmissionRecord(row: ContactSubmissionRow): ContactSubmissionRecord {
  const offers = storedOffersFrom(row.offers)
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.company ? { company: row.company } : {}),
    ...(row.message ? { message: row.message } : {}),
    ...(row.readiness_answers ? { readinessAnswers: row.readiness_answers } : {}),
    submittedAt: row.submitted_at,
    ...(offers ? { offers } : {}),
  }
}

export async function insertContactSubmission(
  db: Kysely<Database>,
  {
    id,
    submittedAt,
    submission,
    chatConversationId,
    source,
    language = 'en',
  }: {
    id: string
    submittedAt: Date
    submission: ContactLeadInput
    chatConversationId?: string
    source?: LeadSource
    /** The language of the page it was sent from. */
    language?: Locale
  },
) {
  await db
    .insertInto('contact_submissions')
    .values({
      id,
      first_name: submission.firstName,
      last_name: submission.lastName,
      email: submission.email,
      email_normalized: normalizeEmail(submission.email),
      phone: submission.phone,
      company: submission.company || null,
      message: submission.message || null,
      readiness_answers: submission.readinessAnswers || null,
      submitted_at: submittedAt.toISOString(),
      chat_conversation_id: chatConversationId ?? null,
      offers: submission.offers
        ? JSON.stringify({ version: OFFERS_VERSION, offers: submission.offers })
        : null,
      ...leadSourceColumns(source),
      language,
    })
    .execute()
}

export async function findContactSubmission(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('contact_submissions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toContactSubmissionRecord(row) : undefined
}

/** One page, newest first, optionally only those matching a name, e-mail or company. */
export function pageContactSubmissions(
  db: Kysely<Database>,
  query: ListQuery,
): Promise<Page<ContactSubmissionRecord>> {
  return pageLeads(db, 'contact_submissions', query, toContactSubmissionRecord)
}

/** Every contact submission, newest first. */
export async function listContactSubmissions(
  db: Kysely<Database>,
): Promise<ContactSubmissionRecord[]> {
  return (await pageContactSubmissions(db, { page: 1, pageSize: 1_000_000 })).items
}

export async function deleteContactSubmission(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contact_submissions').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
