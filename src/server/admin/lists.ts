import 'server-only'
import type { Kysely } from 'kysely'
import { z } from '@/lib/zod'
import { languageName, locales } from '@/i18n/locales'
import { storableText } from '@/lib/schemas/fields'
import { leadStatusLabels } from '@/lib/lead-status'
import { sourceName, type VisitSource } from '@/lib/visit-source'
import {
  deleteContactSubmission,
  findContactSubmission,
  toContactSubmissionRecord,
  type ContactSubmissionRecord,
} from '../db/repositories/contact-submissions'
import {
  deleteChatConversation,
  pageChatConversations,
  type ChatConversationRecord,
} from '../db/repositories/chat'
import type { ListQuery, Page } from '../db/repositories/listing'
import {
  deletePartnershipInquiry,
  findPartnershipInquiry,
  toPartnershipInquiryRecord,
  type PartnershipInquiryRecord,
} from '../db/repositories/partnership-inquiries'
import {
  deleteSubscriber,
  pageSubscribers,
  type SubscriberRecord,
} from '../db/repositories/newsletter-subscribers'
import type { Database } from '../db/schema'
import { auditRequest, type AuditActor } from '../audit/audit'
import { HttpError } from '../http/errors'
import type { CsvColumn } from './csv'
import { parseWith } from '../http/json-body'
import { leadListQueryFrom, pageWorkedLeads, type WorkedLead } from './lead-lists'
import { answerLines } from '../leads/checklist-email'
import { offerSummaries, withOfferTable } from './offer-table'

type AdminList<Row> = {
  page: (db: Kysely<Database>, query: ListQuery) => Promise<Page<Row>>
  /** One whole record, for lists whose cards show only a preview (the leads; their work apart). */
  find?: (db: Kysely<Database>, id: string) => Promise<object | undefined>
  remove: (db: Kysely<Database>, id: string) => Promise<boolean>
  columns: CsvColumn<Row>[]
}

/** The columns every lead's CSV row ends with: the team's work on it and where it came from. */
function workColumns<Lead>(): CsvColumn<WorkedLead<Lead>>[] {
  const from = (visit: VisitSource) => sourceName(visit.utmSource, visit.referrerHost)
  return [
    { header: 'Status', value: (row) => leadStatusLabels[row.status] },
    { header: 'Owner', value: (row) => row.owner?.name },
    { header: 'Language', value: (row) => languageName(row.language) },
    { header: 'First visit source', value: (row) => from(row.source.first) },
    { header: 'First visit campaign', value: (row) => row.source.first.utmCampaign },
    { header: 'First visit landing page', value: (row) => row.source.first.landingPage },
    { header: 'Latest visit source', value: (row) => from(row.source.latest) },
    { header: 'Latest visit campaign', value: (row) => row.source.latest.utmCampaign },
    { header: 'Form page', value: (row) => row.source.formPage },
  ]
}

const contacts: AdminList<WorkedLead<ContactSubmissionRecord>> = {
  page: (db, query) => pageWorkedLeads(db, 'contact_submissions', query, toContactSubmissionRecord),
  // A lead sent from the offer check comes with its offers recomputed, as a table (decision 0034).
  find: async (db, id) => withOfferTable(await findContactSubmission(db, id)),
  remove: deleteContactSubmission,
  columns: [
    { header: 'Submitted at (UTC)', value: (row) => row.submittedAt },
    { header: 'First name', value: (row) => row.firstName },
    { header: 'Last name', value: (row) => row.lastName },
    { header: 'E-mail', value: (row) => row.email },
    { header: 'Phone', value: (row) => row.phone },
    { header: 'Company', value: (row) => row.company },
    { header: 'Message', value: (row) => row.message },
    {
      header: 'Offers (offer check)',
      value: (row) => (row.offers ? offerSummaries(row.offers).join('\n') : undefined),
    },
    {
      header: 'Readiness check answers',
      value: (row) => row.readinessAnswers && answerLines(row.readinessAnswers).join('\n'),
    },
    ...workColumns<ContactSubmissionRecord>(),
    { header: 'Id', value: (row) => row.id },
  ],
}

const partnerships: AdminList<WorkedLead<PartnershipInquiryRecord>> = {
  page: (db, query) =>
    pageWorkedLeads(db, 'partnership_inquiries', query, toPartnershipInquiryRecord),
  find: findPartnershipInquiry,
  remove: deletePartnershipInquiry,
  columns: [
    { header: 'Submitted at (UTC)', value: (row) => row.submittedAt },
    { header: 'Company', value: (row) => row.company },
    { header: 'First name', value: (row) => row.firstName },
    { header: 'Last name', value: (row) => row.lastName },
    { header: 'E-mail', value: (row) => row.email },
    { header: 'Phone', value: (row) => row.phone },
    { header: 'Job title', value: (row) => row.jobTitle },
    { header: 'Partnership type', value: (row) => row.partnershipType },
    { header: 'Business description', value: (row) => row.businessDescription },
    { header: 'Funding range', value: (row) => row.fundingRange },
    { header: 'Client volume', value: (row) => row.clientVolume },
    { header: 'Comments', value: (row) => row.partnershipGoals },
    { header: 'Consent', value: (row) => (row.consent ? 'yes' : 'no') },
    ...workColumns<PartnershipInquiryRecord>(),
    { header: 'Id', value: (row) => row.id },
  ],
}

const subscribers: AdminList<SubscriberRecord> = {
  page: pageSubscribers,
  remove: deleteSubscriber,
  columns: [
    { header: 'Subscribed at (UTC)', value: (row) => row.createdAt },
    { header: 'E-mail', value: (row) => row.email },
    { header: 'Status', value: (row) => row.status },
    { header: 'Confirmed at (UTC)', value: (row) => row.confirmedAt },
    { header: 'Unsubscribed at (UTC)', value: (row) => row.unsubscribedAt },
    { header: 'Source', value: (row) => row.consentSource },
    { header: 'Language', value: (row) => languageName(row.language) },
    { header: 'Id', value: (row) => row.id },
  ],
}

const conversations: AdminList<ChatConversationRecord> = {
  page: pageChatConversations,
  remove: deleteChatConversation,
  columns: [
    { header: 'Started at (UTC)', value: (row) => row.startedAt },
    { header: 'Last message at (UTC)', value: (row) => row.updatedAt },
    { header: 'Messages', value: (row) => row.messages.length },
    {
      header: 'Transcript',
      value: (row) =>
        row.messages
          .map(
            (message) => `${message.role === 'user' ? 'Visitor' : 'Assistant'}: ${message.message}`,
          )
          .join('\n'),
    },
    { header: 'Id', value: (row) => row.id },
  ],
}

/** What each admin list holds, by the name in its address (/api/admin/{name}). */
type AdminListRecords = {
  contacts: WorkedLead<ContactSubmissionRecord>
  partnerships: WorkedLead<PartnershipInquiryRecord>
  subscribers: SubscriberRecord
  conversations: ChatConversationRecord
}

/** The list names and record types are declared here only; the admin page imports them as types. */
export type AdminListName = keyof AdminListRecords

/** A record of a list as the admin API answers it (a contact submission, a subscriber...). */
export type AdminListItem<Name extends AdminListName> = AdminListRecords[Name]

export const adminLists: { [Name in AdminListName]: AdminList<AdminListRecords[Name]> } = {
  contacts,
  partnerships,
  subscribers,
  conversations,
}

/** One page of a list as the admin API answers it. */
export type AdminListPage<Name extends AdminListName> = Page<AdminListItem<Name>>

/** The lists whose records are leads, which the team works (status, owner, notes). */
export type LeadListName = 'contacts' | 'partnerships'

export function isLeadList(name: string): name is LeadListName {
  return name === 'contacts' || name === 'partnerships'
}

export function adminList(name: string): AdminList<unknown> {
  if (!Object.hasOwn(adminLists, name)) throw new HttpError(404, 'There is no such list.')
  return adminLists[name as AdminListName] as AdminList<unknown>
}

/**
 * The page of the list called `name` that a request's ?page=&pageSize=&q= ask for, and for the
 * lead lists their filters and order.
 */
export function adminListPage(
  db: Kysely<Database>,
  name: string,
  url: string,
): Promise<Page<AdminListItem<AdminListName>>> {
  return adminList(name).page(db, adminListQueryFrom(name, url)) as Promise<
    Page<AdminListItem<AdminListName>>
  >
}

/**
 * Records that `member` read a page of a list, with the ids of the records it held (decision
 * 0029): every list shows leads, addresses or chats in full, so who read one is answerable from
 * the audit trail as for the detail view. A page that held no record disclosed nothing and is not
 * recorded; a search term may be an address, so only the fact of a search is.
 */
export async function auditListRead(
  request: Request,
  member: AuditActor,
  list: string,
  page: Page<{ id: string }>,
  query: Pick<ListQuery, 'search'> = {},
): Promise<void> {
  if (page.items.length === 0) return
  await auditRequest(request, member, {
    action: 'list.viewed',
    target: { type: list },
    detail: {
      ids: page.items.map((item) => item.id),
      page: page.page,
      total: page.total,
      ...(query.search ? { searched: true } : {}),
    },
  })
}

/** A list's query from its URL: paging and search, and the filters of a lead list. */
export function adminListQueryFrom(name: string, url: string): ListQuery {
  const query = listQueryFrom(url)
  return isLeadList(name) ? { ...query, ...leadListQueryFrom(url) } : query
}

export const MAX_PAGE_SIZE = 200

const listQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int()
    .min(1, 'Page starts at 1')
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} a page`)
    .default(24),
  q: z
    .string()
    .overwrite(storableText) // PostgreSQL refuses a NUL even in a search term
    .trim()
    .max(200, 'Please search with fewer than 200 characters')
    .default(''),
  language: z.enum(locales, { error: `Language must be one of: ${locales.join(', ')}` }).optional(),
})

/**
 * Reads ?page=&pageSize=&q=&language= from a URL; 400 with a clear message when they are off.
 * The lists whose records have no language (conversations) leave `language` aside.
 */
export function listQueryFrom(url: string): ListQuery {
  const params = Object.fromEntries(new URL(url).searchParams)
  const { page, pageSize, q, language } = parseWith(listQuerySchema, params)
  return { page, pageSize, search: q || undefined, ...(language ? { language } : {}) }
}
