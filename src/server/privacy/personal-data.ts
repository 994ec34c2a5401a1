import 'server-only'
import type { Database } from '../db/schema'

/**
 * Every table of the database, sorted into those that hold personal data and those that do not.
 * A `Record` over the schema's table names, so a new table does not type-check until someone
 * decides which it is. For a personal one, `policyName` is the plain-language name under which the
 * privacy policy lists it ("Information this website stores", content/legal/privacy-policy.md);
 * src/server/privacy/privacy-policy-coverage.test.ts checks that the policy does.
 */
export type TableClassification =
  { personal: true; policyName: string } | { personal: false; reason: string }

export const databaseTables = {
  contact_submissions: { personal: true, policyName: 'Contact form submissions' },
  partnership_inquiries: { personal: true, policyName: 'Partnership inquiries' },
  lead_events: { personal: true, policyName: 'Our work on your request' },
  newsletter_subscribers: { personal: true, policyName: 'Newsletter subscriptions' },
  newsletter_consent_events: { personal: true, policyName: 'Newsletter consent records' },
  chat_conversations: { personal: true, policyName: 'Chat transcripts' },
  // The addresses written in a conversation: how a data-subject request finds it.
  chat_addresses: { personal: true, policyName: 'Chat transcripts' },
  chat_messages: { personal: true, policyName: 'Chat transcripts' },
  // Ids only (a mail server's error is kept without addresses), but a row says when someone wrote in.
  outbox: { personal: true, policyName: 'Notification records' },
  // The address until the e-mail is sent, then keyed hashes only (issue 39).
  checklist_emails: { personal: true, policyName: 'Checklist e-mails' },
  audit_events: { personal: true, policyName: 'Records of how information was handled' },
  // A keyed hash of an erased address: no address, but it still singles the person out.
  privacy_suppressions: { personal: true, policyName: 'Erasure records' },
  lead_digests: { personal: false, reason: 'the days a morning digest was queued' },
  // A number per page and day: no identifier, address or browser detail (decision 0026).
  page_views: { personal: false, reason: 'counts per page and day, nothing about a visitor' },
  team_members: { personal: true, policyName: 'Team accounts' },
  lead_list_visits: { personal: true, policyName: 'Team accounts' },
  team_sessions: { personal: true, policyName: 'Team accounts' },
  team_credentials: { personal: true, policyName: 'Team accounts' },
  team_verifications: { personal: true, policyName: 'Team accounts' },
  team_two_factors: { personal: true, policyName: 'Team accounts' },
  team_invitations: { personal: true, policyName: 'Team accounts' },
  team_used_codes: { personal: true, policyName: 'Team accounts' },
} as const satisfies Record<keyof Database, TableClassification>

/** The tables that hold personal data, with the policy's name for each. */
export function personalDataTables(): { table: keyof Database; policyName: string }[] {
  return Object.entries(databaseTables).flatMap(([table, classification]) =>
    classification.personal
      ? [{ table: table as keyof Database, policyName: classification.policyName }]
      : [],
  )
}
