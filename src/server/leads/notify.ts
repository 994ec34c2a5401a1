import 'server-only'
import type { Kysely } from 'kysely'
import { serverConfig } from '../config'
import { enqueueOutbox } from '../db/repositories/outbox'
import type { Database } from '../db/schema'

export type LeadType = 'contact' | 'partnership'

/**
 * Queues the team's notifications for a new lead, in the transaction that stores it: an e-mail
 * always, and a webhook when LEADS_WEBHOOK_URL is set.
 */
export async function enqueueLeadNotifications(
  trx: Kysely<Database>,
  leadType: LeadType,
  leadId: string,
  now: Date,
) {
  await enqueueOutbox(trx, 'lead-email', { leadType, leadId }, now)
  if (serverConfig().LEADS_WEBHOOK_URL) {
    await enqueueOutbox(trx, 'lead-webhook', { leadType, leadId }, now)
  }
}
