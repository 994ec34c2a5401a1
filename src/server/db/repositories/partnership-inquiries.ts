import 'server-only'
import type { Kysely } from 'kysely'
import type { PartnershipInquiry } from '@/lib/schemas/partnership'
import { normalizeEmail } from '../../email-address'
import type { Database, PartnershipInquiryRow } from '../schema'
import { pageLeads, type ListQuery, type Page } from './listing'
import type { Locale } from '@/i18n/locales'
import type { LeadSource } from '@/lib/visit-source'
import { leadSourceColumns } from './lead-work'

export type PartnershipInquiryRecord = PartnershipInquiry & { id: string; submittedAt: string }

export function toPartnershipInquiryRecord(row: PartnershipInquiryRow): PartnershipInquiryRecord {
  return {
    id: row.id,
    company: row.company,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    jobTitle: row.job_title,
    partnershipType: row.partnership_type as PartnershipInquiry['partnershipType'],
    businessDescription: row.business_description,
    fundingRange: row.funding_range,
    clientVolume: row.client_volume,
    partnershipGoals: row.partnership_goals,
    consent: Number(row.consent) === 1,
    submittedAt: row.submitted_at,
  }
}

export async function insertPartnershipInquiry(
  db: Kysely<Database>,
  {
    id,
    submittedAt,
    inquiry,
    chatConversationId,
    source,
    language = 'en',
  }: {
    id: string
    submittedAt: Date
    inquiry: PartnershipInquiry
    chatConversationId?: string
    source?: LeadSource
    /** The language of the page it was sent from. */
    language?: Locale
  },
) {
  await db
    .insertInto('partnership_inquiries')
    .values({
      id,
      company: inquiry.company,
      first_name: inquiry.firstName,
      last_name: inquiry.lastName,
      email: inquiry.email,
      email_normalized: normalizeEmail(inquiry.email),
      phone: inquiry.phone,
      job_title: inquiry.jobTitle,
      partnership_type: inquiry.partnershipType,
      business_description: inquiry.businessDescription,
      funding_range: inquiry.fundingRange,
      client_volume: inquiry.clientVolume,
      partnership_goals: inquiry.partnershipGoals,
      consent: inquiry.consent ? 1 : 0,
      submitted_at: submittedAt.toISOString(),
      chat_conversation_id: chatConversationId ?? null,
      ...leadSourceColumns(source),
      language,
    })
    .execute()
}

export async function findPartnershipInquiry(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('partnership_inquiries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toPartnershipInquiryRecord(row) : undefined
}

/** One page, newest first, optionally only those matching a name, e-mail or company. */
export function pagePartnershipInquiries(
  db: Kysely<Database>,
  query: ListQuery,
): Promise<Page<PartnershipInquiryRecord>> {
  return pageLeads(db, 'partnership_inquiries', query, toPartnershipInquiryRecord)
}

export async function deletePartnershipInquiry(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('partnership_inquiries')
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
