import 'server-only'
import type { Kysely } from 'kysely'
import type { ContactSubmission } from '@/lib/schemas/contact'
import type { PartnershipInquiry } from '@/lib/schemas/partnership'
import {
  findContactSubmission,
  insertContactSubmission,
  type ContactSubmissionRecord,
} from '../db/repositories/contact-submissions'
import {
  findPartnershipInquiry,
  insertPartnershipInquiry,
  type PartnershipInquiryRecord,
} from '../db/repositories/partnership-inquiries'
import { leadLanguage } from '../db/repositories/lead-work'
import type { Database, LeadType } from '../db/schema'
import type { MailMessage } from '../outbox/mailer'
import type { Locale } from '@/i18n/locales'
import type { LeadSource } from '@/lib/visit-source'
import { contactLeadEmail, partnershipLeadEmail } from '../outbox/messages'

/** What a visitor sends (the schema's output) and what is read back, per kind of lead. */
type LeadShapes = {
  /** A contact lead; sent from the readiness check, it carries the check's answers (issue 39). */
  contact: {
    input: ContactSubmission & { readinessAnswers?: string }
    record: ContactSubmissionRecord
  }
  partnership: { input: PartnershipInquiry; record: PartnershipInquiryRecord }
}

export type LeadInput<Type extends LeadType> = LeadShapes[Type]['input']

type LeadDefinition<Shape extends LeadShapes[LeadType]> = {
  insert: (
    db: Kysely<Database>,
    lead: {
      id: string
      submittedAt: Date
      input: Shape['input']
      chatConversationId?: string
      source?: LeadSource
      language?: Locale
    },
  ) => Promise<void>
  find: (db: Kysely<Database>, id: string) => Promise<Shape['record'] | undefined>
  teamEmail: (to: string, lead: Shape['record'], language: string) => MailMessage
}

/**
 * Everything that differs between a contact submission and a partnership inquiry on their way
 * from the form to the team: how the lead is stored, read back and e-mailed. The rest of the
 * pipeline (one transaction with its notifications, delivery, the webhook) is the same for both.
 */
const leadTypes: { [Type in LeadType]: LeadDefinition<LeadShapes[Type]> } = {
  contact: {
    insert: (db, { input, ...lead }) => insertContactSubmission(db, { ...lead, submission: input }),
    find: findContactSubmission,
    teamEmail: contactLeadEmail,
  },
  partnership: {
    insert: (db, { input, ...lead }) => insertPartnershipInquiry(db, { ...lead, inquiry: input }),
    find: findPartnershipInquiry,
    teamEmail: partnershipLeadEmail,
  },
}

/** The definition of one kind of lead, typed for that kind. */
export function leadType<Type extends LeadType>(type: Type): LeadDefinition<LeadShapes[Type]> {
  return leadTypes[type]
}

/** The team's e-mail about a stored lead; undefined when the lead was deleted meanwhile. */
export async function teamEmailAbout<Type extends LeadType>(
  db: Kysely<Database>,
  type: Type,
  id: string,
  to: string,
): Promise<MailMessage | undefined> {
  const definition = leadType(type)
  const [lead, language] = await Promise.all([
    definition.find(db, id),
    leadLanguage(db, { type, id }),
  ])
  return lead && definition.teamEmail(to, lead, language ?? 'en')
}
