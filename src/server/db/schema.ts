import 'server-only'
import type { Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { LeadStatus } from '@/lib/lead-status'

/** Table types. Timestamps are UTC ISO-8601 strings; ids are UUID v7 strings. */

export type { LeadStatus } from '@/lib/lead-status'

/**
 * What the team adds to every lead (decision 0025): its status and owner, and where the visitor's
 * browser session came from (first and latest visit) and which page the form was sent from.
 */
interface LeadWorkColumns {
  status: Generated<LeadStatus>
  /** A team member; set to null if their account is removed. */
  owner_id: string | null
  status_changed_at: string | null
  /** When the status first moved away from `new`: the time to first response. */
  first_handled_at: string | null
  form_page: string | null
  /** The language of the page the lead was sent from: `en` (issue 23 adds `fr`). */
  language: Generated<string>
  first_utm_source: string | null
  first_utm_medium: string | null
  first_utm_campaign: string | null
  first_utm_term: string | null
  first_utm_content: string | null
  first_referrer_host: string | null
  first_landing_page: string | null
  latest_utm_source: string | null
  latest_utm_medium: string | null
  latest_utm_campaign: string | null
  latest_utm_term: string | null
  latest_utm_content: string | null
  latest_referrer_host: string | null
  latest_landing_page: string | null
}

export interface ContactSubmissionsTable extends LeadWorkColumns {
  id: string
  first_name: string
  last_name: string
  email: string
  /** `email` as addresses are compared (src/server/email-address.ts); lookups use this. */
  email_normalized: string
  phone: string
  company: string | null
  message: string | null
  submitted_at: string
  /** The chat conversation of the browser that sent the lead, if it had one (decision 0019). */
  chat_conversation_id: string | null
  /**
   * JSON: the offers sent from the offer check, as sent, with their shape's version (migration
   * 0018, decision 0034); null for a lead from the contact form.
   */
  offers: string | null
  /** Sent from the readiness check: its answers, as the check's address query (migration 0019). */
  readiness_answers: string | null
}

export interface PartnershipInquiriesTable extends LeadWorkColumns {
  id: string
  company: string
  first_name: string
  last_name: string
  email: string
  /** `email` as addresses are compared (src/server/email-address.ts); lookups use this. */
  email_normalized: string
  phone: string
  job_title: string
  partnership_type: string
  business_description: string
  funding_range: string
  client_volume: string
  partnership_goals: string
  consent: number
  submitted_at: string
  /** The chat conversation of the browser that sent the lead, if it had one (decision 0019). */
  chat_conversation_id: string | null
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

export interface NewsletterSubscribersTable {
  id: string
  email: string
  /** `email` as addresses are compared (src/server/email-address.ts); unique. */
  email_normalized: string
  status: SubscriberStatus
  consent_source: string
  created_at: string
  updated_at: string
  confirmed_at: string | null
  unsubscribed_at: string | null
  /** The language of the page it was last subscribed on: its e-mails and link pages use it. */
  language: Generated<string>
}

export type OutboxKind =
  | 'lead-email'
  | 'lead-webhook'
  | 'lead-digest'
  | 'newsletter-confirmation'
  | 'team-invitation'
  | 'checklist-email'

/**
 * A readiness checklist e-mailed on request (issue 39, migration 0019): the address until it is
 * sent, then only its keyed hash, which the per-address limit counts and a data-subject request
 * finds; the answers it was written from; the page's language.
 */
export interface ChecklistEmailsTable {
  id: string
  email: string | null
  /** `subjectReference` of the address (src/server/audit/audit.ts). */
  recipient_reference: string
  /** A keyed hash of the requester's network (`rateLimitKey`): the per-visitor limit counts it. */
  visitor_reference: string
  answers: string
  language: string
  created_at: string
  sent_at: string | null
}

/** The kinds of lead, as lead outbox rows name them in their payload. */
export type LeadType = 'contact' | 'partnership'

export interface OutboxTable {
  id: string
  kind: OutboxKind
  payload: string
  attempts: number
  next_attempt_at: string
  locked_until: string | null
  delivered_at: string | null
  failed_at: string | null
  last_error: string | null
  created_at: string
}

export interface ChatConversationsTable {
  id: string
  created_at: string
  updated_at: string
  message_count: number
}

export interface ChatMessagesTable {
  id: string
  conversation_id: string
  role: 'user' | 'bot'
  message: string
  created_at: string
}

/**
 * An e-mail address written in a conversation's messages, normalised (src/server/email-address.ts):
 * how a data-subject request finds the chats that name exactly its address. Goes with the
 * conversation (on delete cascade).
 */
export interface ChatAddressesTable {
  conversation_id: string
  email_normalized: string
}

/** One line of the audit trail (src/server/audit/audit.ts names the actions). */
export interface AuditEventsTable {
  id: string
  occurred_at: string
  action: string
  /** The team member who acted; null for the system (the retention purge) or an unknown e-mail. */
  actor_id: string | null
  actor_email: string | null
  client_address: string | null
  /** What was acted on: a list's name, 'account', 'subject'...; and its id when it has one. */
  target_type: string | null
  target_id: string | null
  /** JSON: counts, the role given, a search term... never a visitor's personal data. */
  detail: string | null
}

/**
 * The team tables better-auth reads and writes (src/server/auth/team-auth.ts); the site's own code
 * reads them for the team and session lists. Timestamps are Date on PostgreSQL, ISO strings on
 * SQLite; booleans are 0/1 on SQLite.
 */
type AuthTimestamp = string | Date
type AuthBoolean = number | boolean

export interface TeamMembersTable {
  id: string
  name: string
  email: string
  email_verified: AuthBoolean
  image: string | null
  role: string
  two_factor_enabled: AuthBoolean | null
  created_at: AuthTimestamp
  updated_at: AuthTimestamp
}

export interface TeamSessionsTable {
  id: string
  token: string
  user_id: string
  expires_at: AuthTimestamp
  ip_address: string | null
  user_agent: string | null
  created_at: AuthTimestamp
  updated_at: AuthTimestamp
  /** Opened with a code from the authenticator app or a recovery code (migration 0017). */
  second_factor_verified: Generated<AuthBoolean>
}

/** An authenticator code already accepted, kept while it would still be accepted (0017). */
export interface TeamUsedCodesTable {
  id: string
  member_id: string
  expires_at: string
}

export interface TeamCredentialsTable {
  id: string
  account_id: string
  provider_id: string
  user_id: string
  /** The scrypt hash better-auth keeps for a password sign-in. */
  password: string | null
  created_at: AuthTimestamp
  updated_at: AuthTimestamp
}

export interface TeamVerificationsTable {
  id: string
  identifier: string
  value: string
  expires_at: AuthTimestamp
  created_at: AuthTimestamp
  updated_at: AuthTimestamp
}

export interface TeamTwoFactorsTable {
  id: string
  /** Encrypted by better-auth with the server's secret, as are the recovery codes. */
  secret: string
  backup_codes: string
  user_id: string
  verified: AuthBoolean | null
}

export interface TeamInvitationsTable {
  id: string
  email: string
  role: string
  invited_by: string | null
  created_at: string
  expires_at: string
  accepted_at: string | null
}

/** An erased address (decision 0019): its subjectReference, never the address itself. */
export interface PrivacySuppressionsTable {
  subject_reference: string
  created_at: string
}

/** What a consent log row records (decision 0017). */
export type ConsentEvent = 'subscribed' | 'confirmation-sent' | 'confirmed' | 'unsubscribed'

/** Where a consent event came from: the form, a link's button, or a mail client's one-click POST. */
export type ConsentSource = 'footer-form' | 'confirm-link' | 'unsubscribe-link' | 'one-click'

/** One line of the newsletter's append-only consent log. */
export interface NewsletterConsentEventsTable {
  id: string
  email_normalized: string
  event: ConsentEvent
  occurred_at: string
  /** The visitor's address as rate limits see it (src/server/http/client-address.ts). */
  client_address: string | null
  source: ConsentSource
}

/** What happened to a lead besides its arrival (decision 0025). */
export type LeadEventKind = 'status' | 'owner' | 'note'

/** One line of a lead's timeline: exactly one of the two lead ids is set. */
export interface LeadEventsTable {
  id: string
  contact_submission_id: string | null
  partnership_inquiry_id: string | null
  occurred_at: string
  kind: LeadEventKind
  /** Who did it; null once their account is removed, when `actor_name` still says who it was. */
  actor_id: string | null
  actor_name: string | null
  /** A status or owner change: the value before and after (owner ids). */
  from_value: string | null
  to_value: string | null
  /** A note's text. */
  body: string | null
}

/** How many times a page was viewed on a day (site time zone, `YYYY-MM-DD`); nothing else. */
export interface PageViewsTable {
  day: string
  path: string
  views: number
}

/** When a team member last looked at a lead list (`contacts` or `partnerships`). */
export interface LeadListVisitsTable {
  member_id: string
  list: string
  seen_at: string
}

/** The days whose morning digest was queued (one row a day, whichever instance got there first). */
export interface LeadDigestsTable {
  day: string
  queued_at: string
}

export interface Database {
  team_members: TeamMembersTable
  team_sessions: TeamSessionsTable
  team_credentials: TeamCredentialsTable
  team_verifications: TeamVerificationsTable
  team_two_factors: TeamTwoFactorsTable
  team_invitations: TeamInvitationsTable
  team_used_codes: TeamUsedCodesTable
  audit_events: AuditEventsTable
  chat_addresses: ChatAddressesTable
  chat_conversations: ChatConversationsTable
  checklist_emails: ChecklistEmailsTable
  chat_messages: ChatMessagesTable
  contact_submissions: ContactSubmissionsTable
  lead_digests: LeadDigestsTable
  lead_events: LeadEventsTable
  lead_list_visits: LeadListVisitsTable
  partnership_inquiries: PartnershipInquiriesTable
  newsletter_consent_events: NewsletterConsentEventsTable
  newsletter_subscribers: NewsletterSubscribersTable
  outbox: OutboxTable
  page_views: PageViewsTable
  privacy_suppressions: PrivacySuppressionsTable
}

export type ContactSubmissionRow = Selectable<ContactSubmissionsTable>
export type PartnershipInquiryRow = Selectable<PartnershipInquiriesTable>
export type NewsletterSubscriberRow = Selectable<NewsletterSubscribersTable>
export type NewsletterConsentEventRow = Selectable<NewsletterConsentEventsTable>
export type OutboxRow = Selectable<OutboxTable>
export type ChecklistEmailRow = Selectable<ChecklistEmailsTable>
export type AuditEventRow = Selectable<AuditEventsTable>
export type LeadEventRow = Selectable<LeadEventsTable>
export type NewOutboxRow = Insertable<OutboxTable>
export type OutboxUpdate = Updateable<OutboxTable>
