import 'server-only'
import type { Kysely } from 'kysely'
import { site } from '@/content/site'
import { subjectReference, recordAudit, type AuditActor } from '../audit/audit'
import { writeTransaction } from '../db/group-commit'
import {
  chatConversationIdsNaming,
  findChatConversations,
  type ChatConversationRecord,
} from '../db/repositories/chat'
import {
  toContactSubmissionRecord,
  type ContactSubmissionRecord,
} from '../db/repositories/contact-submissions'
import {
  findSubscriberByEmail,
  toSubscriberRecord,
  type SubscriberRecord,
} from '../db/repositories/newsletter-subscribers'
import { leadEvents, type LeadEventRecord } from '../db/repositories/lead-work'
import { listConsentEvents } from '../db/repositories/newsletter-consent'
import type { OutboxPayloads } from '../db/repositories/outbox'
import {
  toPartnershipInquiryRecord,
  type PartnershipInquiryRecord,
} from '../db/repositories/partnership-inquiries'
import {
  addPrivacySuppression,
  privacySuppressedSince,
} from '../db/repositories/privacy-suppressions'
import type { Database, LeadStatus, LeadType, NewsletterSubscriberRow } from '../db/schema'
import { normalizeEmail } from '../email-address'
import {
  answersAsRead,
  checklistEmailsTo,
  type ChecklistEmailRecord,
} from '../leads/checklist-email'

/**
 * Data-subject requests (decision 0019): find, export and erase everything held about one e-mail
 * address. The address is matched whole, in its normal form (src/server/email-address.ts): any
 * capitals, accented ones too, and surrounding spaces are the same address; dots and +tags are not.
 */

/** One fact of a subscription's consent: what happened, when, and from where. */
export type ConsentHistoryEntry = { readonly [field: string]: unknown }

export type SubjectSubscription = SubscriberRecord & { consentHistory: ConsentHistoryEntry[] }

/** Why a conversation belongs to the address. */
export type ChatLink = 'mentions-address' | 'sent-contact-form' | 'sent-partnership-form'

export type SubjectConversation = ChatConversationRecord & { linkedBy: ChatLink[] }

/** A lead with the team's work on it: where it stands, status and owner changes, and notes. */
export type SubjectLead<Lead> = Lead & { status: LeadStatus; teamWork: LeadEventRecord[] }

/** Everything held about one address, by source. */
export type SubjectData = {
  contactSubmissions: SubjectLead<ContactSubmissionRecord>[]
  partnershipInquiries: SubjectLead<PartnershipInquiryRecord>[]
  newsletterSubscriptions: SubjectSubscription[]
  chatConversations: SubjectConversation[]
  /** Readiness checklists e-mailed to the address on request (issue 39), found by its keyed hash. */
  checklistEmails: ChecklistEmailRecord[]
  /** When this address was erased before (a suppression entry exists), else null. */
  erasedBefore: string | null
}

export type SubjectCounts = {
  contactSubmissions: number
  partnershipInquiries: number
  newsletterSubscriptions: number
  chatConversations: number
  chatMessages: number
  checklistEmails: number
}

/** Who asked: a team member through the admin area, or whoever runs the shell command. */
export type SubjectRequester = {
  actor: AuditActor
  clientAddress?: string | null
  via: 'admin' | 'shell'
}

/**
 * The subscription's consent history: the consent log's events for the address (decision 0017),
 * with the time, source and address of each. A subscription made before the log existed
 * (migration 0006) has no events, and shows its own timestamps instead.
 */
async function consentHistory(
  db: Kysely<Database>,
  subscriber: NewsletterSubscriberRow,
): Promise<ConsentHistoryEntry[]> {
  const events = await listConsentEvents(db, subscriber.email)
  if (events.length > 0) {
    return events.map((row) => ({
      event: row.event,
      at: row.occurred_at,
      source: row.source,
      ...(row.client_address ? { clientAddress: row.client_address } : {}),
    }))
  }
  return [
    { event: 'subscribed', at: subscriber.created_at, source: subscriber.consent_source },
    ...(subscriber.confirmed_at ? [{ event: 'confirmed', at: subscriber.confirmed_at }] : []),
    ...(subscriber.unsubscribed_at
      ? [{ event: 'unsubscribed', at: subscriber.unsubscribed_at }]
      : []),
  ]
}

/** Everything held about `email`: leads, newsletter subscription with consent, linked chats. */
export async function findSubjectData(db: Kysely<Database>, email: string): Promise<SubjectData> {
  const [contactRows, partnershipRows, subscriber, mentioning, erasedBefore, checklistEmails] =
    await Promise.all([
      db
        .selectFrom('contact_submissions')
        .selectAll()
        .where('email_normalized', '=', normalizeEmail(email))
        .orderBy('submitted_at')
        .execute(),
      db
        .selectFrom('partnership_inquiries')
        .selectAll()
        .where('email_normalized', '=', normalizeEmail(email))
        .orderBy('submitted_at')
        .execute(),
      findSubscriberByEmail(db, email),
      chatConversationIdsNaming(db, email),
      privacySuppressedSince(db, subjectReference(email)),
      checklistEmailsTo(db, email),
    ])

  const links = new Map<string, Set<ChatLink>>()
  const link = (id: string | null, why: ChatLink) => {
    if (id) links.set(id, (links.get(id) ?? new Set()).add(why))
  }
  mentioning.forEach((id) => link(id, 'mentions-address'))
  contactRows.forEach((row) => link(row.chat_conversation_id, 'sent-contact-form'))
  partnershipRows.forEach((row) => link(row.chat_conversation_id, 'sent-partnership-form'))
  const conversations = await findChatConversations(db, [...links.keys()])
  const withTeamWork = <Lead extends { id: string }>(
    type: LeadType,
    rows: { status: LeadStatus }[],
    leads: Lead[],
  ): Promise<SubjectLead<Lead>[]> =>
    Promise.all(
      leads.map(async (lead, index) => ({
        ...lead,
        status: rows[index]!.status,
        teamWork: await leadEvents(db, { type, id: lead.id }),
      })),
    )

  return {
    contactSubmissions: await withTeamWork(
      'contact',
      contactRows,
      contactRows.map(toContactSubmissionRecord),
    ),
    partnershipInquiries: await withTeamWork(
      'partnership',
      partnershipRows,
      partnershipRows.map(toPartnershipInquiryRecord),
    ),
    newsletterSubscriptions: subscriber
      ? [
          {
            ...toSubscriberRecord(subscriber),
            consentHistory: await consentHistory(db, subscriber),
          },
        ]
      : [],
    chatConversations: conversations.map((conversation) => ({
      ...conversation,
      linkedBy: [...(links.get(conversation.id) ?? [])],
    })),
    checklistEmails,
    erasedBefore: erasedBefore ?? null,
  }
}

export function countSubjectData(data: SubjectData): SubjectCounts {
  return {
    contactSubmissions: data.contactSubmissions.length,
    partnershipInquiries: data.partnershipInquiries.length,
    newsletterSubscriptions: data.newsletterSubscriptions.length,
    chatConversations: data.chatConversations.length,
    chatMessages: data.chatConversations.reduce(
      (total, conversation) => total + conversation.messages.length,
      0,
    ),
    checklistEmails: data.checklistEmails.length,
  }
}

function auditTarget(email: string) {
  return { type: 'subject', id: subjectReference(email) }
}

/** Finds what is held about `email` for a team member, and records the search in the audit trail. */
export async function searchSubjectData(
  db: Kysely<Database>,
  email: string,
  requester: SubjectRequester,
  now: Date = new Date(),
): Promise<{ data: SubjectData; counts: SubjectCounts }> {
  const data = await findSubjectData(db, email)
  const counts = countSubjectData(data)
  await recordAudit(
    db,
    {
      action: 'subject.searched',
      actor: requester.actor,
      clientAddress: requester.clientAddress,
      target: auditTarget(email),
      detail: { ...counts, via: requester.via },
    },
    now,
  )
  return { data, counts }
}

/** The export's format name and version; a change to its shape gets a new version. */
export const SUBJECT_EXPORT_FORMAT = 'subject-data-export/4'

/**
 * What an export holds (README, Data-subject requests): when and for which address it was made,
 * then one section per place the site keeps personal data, each a list of records.
 */
export type SubjectExport = {
  format: typeof SUBJECT_EXPORT_FORMAT
  exportedAt: string
  email: string
  controller: { name: string; email: string }
  about: string
  contactSubmissions: (SubjectLead<ContactSubmissionRecord> & { readinessAnswersRead?: Read })[]
  partnershipInquiries: SubjectLead<PartnershipInquiryRecord>[]
  newsletterSubscriptions: SubjectSubscription[]
  chatConversations: SubjectConversation[]
  checklistEmails: (ChecklistEmailRecord & { answersRead: Read })[]
}

type Read = ReturnType<typeof answersAsRead>

/**
 * The one JSON document a person receives when they ask what is held about them; the export is
 * recorded in the audit trail with its counts.
 */
export async function exportSubjectData(
  db: Kysely<Database>,
  email: string,
  requester: SubjectRequester,
  now: Date = new Date(),
): Promise<SubjectExport> {
  const data = await findSubjectData(db, email)
  await recordAudit(
    db,
    {
      action: 'subject.exported',
      actor: requester.actor,
      clientAddress: requester.clientAddress,
      target: auditTarget(email),
      detail: { ...countSubjectData(data), via: requester.via },
    },
    now,
  )
  return {
    format: SUBJECT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    email: email.trim(),
    controller: { name: site.name, email: site.supportEmail },
    about:
      'Everything we hold about this e-mail address: the contact form and partnership inquiries ' +
      "you sent, each with where it stands and our team's notes on it (teamWork) and, with a " +
      'contact form, the offers you sent from the offer check (offers: their terms as you sent ' +
      'them, and the version of that format), your ' +
      'newsletter subscription with its consent history, and the chat ' +
      'conversations that mention the address or were held in the browser that sent a form, ' +
      'and the readiness checklists e-mailed to it at your request (checklistEmails: the answers ' +
      'each was written from, when it was asked for and sent). A contact form sent from the ' +
      'readiness check holds the answers given there (readinessAnswers); they and a ' +
      "checklist's answers are also written out question by question (readinessAnswersRead, " +
      'answersRead). ' +
      'Times are UTC (ISO 8601).',
    contactSubmissions: data.contactSubmissions.map((lead) =>
      lead.readinessAnswers
        ? { ...lead, readinessAnswersRead: answersAsRead(lead.readinessAnswers) }
        : lead,
    ),
    partnershipInquiries: data.partnershipInquiries,
    newsletterSubscriptions: data.newsletterSubscriptions,
    chatConversations: data.chatConversations,
    checklistEmails: data.checklistEmails.map((email) => ({
      ...email,
      answersRead: answersAsRead(email.answers),
    })),
  }
}

export type ErasureCounts = SubjectCounts & {
  /** Notifications not yet delivered that named an erased record, removed with it. */
  pendingDeliveries: number
}

/** Whether an undelivered outbox row names one of the erased records (payloads hold ids only). */
function namesErasedRecord(
  kind: string,
  payload: string,
  leadIds: Set<string>,
  subscriberIds: Set<string>,
  checklistIds: Set<string>,
): boolean {
  if (kind === 'checklist-email') {
    const { checklistEmailId } = JSON.parse(payload) as OutboxPayloads['checklist-email']
    return checklistIds.has(checklistEmailId)
  }
  if (kind === 'newsletter-confirmation') {
    const { subscriberId } = JSON.parse(payload) as OutboxPayloads['newsletter-confirmation']
    return subscriberIds.has(subscriberId)
  }
  const { leadId } = JSON.parse(payload) as OutboxPayloads['lead-email']
  return leadIds.has(leadId)
}

/**
 * Deletes everything held about `email` in one transaction: leads, subscription, linked chats, the
 * notifications still waiting to be sent about them; adds a suppression entry (the address's HMAC)
 * and the audit event. Erasing an address with nothing left is harmless and recorded too.
 */
export async function eraseSubjectData(
  db: Kysely<Database>,
  email: string,
  requester: SubjectRequester,
  now: Date = new Date(),
): Promise<ErasureCounts> {
  return writeTransaction(db, async (trx) => {
    const data = await findSubjectData(trx, email)
    const leadIds = new Set([
      ...data.contactSubmissions.map((lead) => lead.id),
      ...data.partnershipInquiries.map((lead) => lead.id),
    ])
    const subscriberIds = new Set(data.newsletterSubscriptions.map((row) => row.id))
    const checklistIds = new Set(data.checklistEmails.map((row) => row.id))
    const conversationIds = data.chatConversations.map((conversation) => conversation.id)

    const undelivered = await trx
      .selectFrom('outbox')
      .select(['id', 'kind', 'payload'])
      .where('delivered_at', 'is', null)
      .execute()
    const pendingIds = undelivered
      .filter((row) =>
        namesErasedRecord(row.kind, row.payload, leadIds, subscriberIds, checklistIds),
      )
      .map((row) => row.id)

    if (pendingIds.length) await trx.deleteFrom('outbox').where('id', 'in', pendingIds).execute()
    if (conversationIds.length) {
      await trx
        .deleteFrom('chat_messages')
        .where('conversation_id', 'in', conversationIds)
        .execute()
      await trx.deleteFrom('chat_conversations').where('id', 'in', conversationIds).execute()
    }
    await trx
      .deleteFrom('contact_submissions')
      .where('email_normalized', '=', normalizeEmail(email))
      .execute()
    await trx
      .deleteFrom('partnership_inquiries')
      .where('email_normalized', '=', normalizeEmail(email))
      .execute()
    // The consent log goes too: the address is no longer mailed, and the suppression entry
    // below is what keeps it from being re-subscribed without a fresh confirmation.
    await trx
      .deleteFrom('newsletter_consent_events')
      .where('email_normalized', '=', normalizeEmail(email))
      .execute()
    await trx
      .deleteFrom('newsletter_subscribers')
      .where('email_normalized', '=', normalizeEmail(email))
      .execute()
    await trx
      .deleteFrom('checklist_emails')
      .where('recipient_reference', '=', subjectReference(email))
      .execute()
    await addPrivacySuppression(trx, subjectReference(email), now)

    const counts: ErasureCounts = {
      ...countSubjectData(data),
      pendingDeliveries: pendingIds.length,
    }
    await recordAudit(
      trx,
      {
        action: 'subject.erased',
        actor: requester.actor,
        clientAddress: requester.clientAddress,
        target: auditTarget(email),
        detail: { ...counts, via: requester.via },
      },
      now,
    )
    return counts
  })
}
