import 'server-only'
import type { Kysely } from 'kysely'
import { leadsWebhook } from '../config'
import { writeTransaction } from '../db/group-commit'
import { enqueueOutbox } from '../db/repositories/outbox'
import type { Database, LeadType } from '../db/schema'
import { newId } from '../ids'
import { metrics } from '../metrics/registry'
import { wakeOutboxWorker } from '../outbox/worker'
import type { Locale } from '@/i18n/locales'
import type { LeadSource } from '@/lib/visit-source'
import { leadType, type LeadInput } from './lead-types'

export type LeadOptions = {
  now?: Date
  /** The chat conversation of the browser that sent the lead, kept with it (decision 0019). */
  chatConversationId?: string
  /** Where the browser session came from and the form's page (decision 0025). */
  source?: LeadSource
  /** The language of the form's page (decision 0028). */
  language?: Locale
}

/**
 * Stores a lead (a contact submission or a partnership inquiry) and the team's notifications in
 * one transaction (on SQLite, shared with the others arriving at the same moment): an e-mail
 * always, and a webhook when LEADS_WEBHOOK_URL is set. Returns its id once committed, after
 * waking the outbox worker to deliver them.
 */
export async function createLead<Type extends LeadType>(
  db: Kysely<Database>,
  type: Type,
  input: LeadInput<Type>,
  { now = new Date(), chatConversationId, source, language }: LeadOptions = {},
): Promise<{ id: string }> {
  const id = newId(now.getTime())
  const webhook = leadsWebhook()
  await writeTransaction(db, async (trx) => {
    await leadType(type).insert(trx, {
      id,
      submittedAt: now,
      input,
      chatConversationId,
      source,
      language,
    })
    const payload = { leadType: type, leadId: id }
    await enqueueOutbox(trx, 'lead-email', payload, now)
    if (webhook) await enqueueOutbox(trx, 'lead-webhook', payload, now)
  })
  metrics().leadsAccepted.inc({ type })
  wakeOutboxWorker()
  return { id }
}
