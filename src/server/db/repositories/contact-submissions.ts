import 'server-only'
import type { Kysely } from 'kysely'
import type { ContactSubmission } from '@/lib/schemas/contact'
import { normalizeEmail } from '../../email-address'
import type { ContactSubmissionRow, Database } from '../schema'
import { pageLeads, type ListQuery, type Page } from './listing'
import type { Locale } from '@/i18n/locales'
import type { LeadSource } from '@/lib/visit-source'
import { leadSourceColumns } from './lead-work'

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
}

export function toContactSubmissionRecord(row: ContactSubmissionRow): ContactSubmissionRecord {
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
    submission: ContactSubmission & { readinessAnswers?: string }
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
