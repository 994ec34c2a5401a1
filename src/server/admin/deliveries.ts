import 'server-only'
import type { Kysely } from 'kysely'
import type { Page } from '../db/repositories/listing'
import { findSubscriberById } from '../db/repositories/newsletter-subscribers'
import {
  outboxHealth,
  pageFailedOutbox,
  retryOutboxNow,
  type OutboxPayloads,
} from '../db/repositories/outbox'
import type { Database, OutboxKind, OutboxRow } from '../db/schema'
import { HttpError } from '../http/errors'
import { findChecklistEmail } from '../leads/checklist-email'
import { leadType } from '../leads/lead-types'
import { log } from '../log'
import { recipientDomains } from '../outbox/mailer'
import { wakeOutboxWorker } from '../outbox/worker'
import { listQueryFrom } from './lists'

/** Who a notification is about: a lead, a subscriber or an invitee; `name` is null once deleted. */
export type DeliverySubject =
  | { type: 'contact' | 'partnership'; id: string; name: string | null }
  | { type: 'subscriber'; id: string; name: string | null }
  | { type: 'invitation'; id: string; name: string | null }
  | { type: 'digest'; id: string; name: string | null }
  /** A readiness checklist to an unconfirmed address: only its domain is shown. */
  | { type: 'checklist'; id: string; name: string | null }

/** A notification that failed at least once and is not delivered, as the admin API answers it. */
export type FailedDelivery = {
  id: string
  channel: OutboxKind
  subject: DeliverySubject
  attempts: number
  lastError: string
  /** When the worker tries again; null once given up. */
  nextAttemptAt: string | null
  givenUpAt: string | null
  createdAt: string
}

/** A page of failed deliveries, with how many are given up in all (the tab's badge). */
export type FailedDeliveriesPage = Page<FailedDelivery> & { givenUp: number }

async function subjectOf(db: Kysely<Database>, row: OutboxRow): Promise<DeliverySubject> {
  if (row.kind === 'newsletter-confirmation') {
    const { subscriberId } = JSON.parse(row.payload) as OutboxPayloads['newsletter-confirmation']
    const subscriber = await findSubscriberById(db, subscriberId)
    return { type: 'subscriber', id: subscriberId, name: subscriber?.email ?? null }
  }
  if (row.kind === 'team-invitation') {
    const { invitationId } = JSON.parse(row.payload) as OutboxPayloads['team-invitation']
    const invitation = await db
      .selectFrom('team_invitations')
      .select('email')
      .where('id', '=', invitationId)
      .executeTakeFirst()
    return { type: 'invitation', id: invitationId, name: invitation?.email ?? null }
  }
  if (row.kind === 'lead-digest') {
    const { day } = JSON.parse(row.payload) as OutboxPayloads['lead-digest']
    return { type: 'digest', id: day, name: day }
  }
  if (row.kind === 'checklist-email') {
    const { checklistEmailId } = JSON.parse(row.payload) as OutboxPayloads['checklist-email']
    const request = await findChecklistEmail(db, checklistEmailId)
    const [domain] = request?.email ? recipientDomains(request.email) : []
    return {
      type: 'checklist',
      id: checklistEmailId,
      name: domain ? `address at ${domain}` : null,
    }
  }
  const { leadType: type, leadId } = JSON.parse(row.payload) as OutboxPayloads['lead-email']
  const lead = await leadType(type).find(db, leadId)
  const name = lead ? `${lead.firstName} ${lead.lastName}` : null
  return { type, id: leadId, name }
}

/** The page of failed deliveries a request's ?page=&pageSize= ask for. */
export async function failedDeliveriesPage(
  db: Kysely<Database>,
  url: string,
): Promise<FailedDeliveriesPage> {
  const [page, health] = await Promise.all([
    pageFailedOutbox(db, listQueryFrom(url)),
    outboxHealth(db),
  ])
  const items = await Promise.all(
    page.items.map(async (row): Promise<FailedDelivery> => ({
      id: row.id,
      channel: row.kind,
      subject: await subjectOf(db, row),
      attempts: row.attempts,
      lastError: row.last_error ?? '',
      nextAttemptAt: row.failed_at ? null : row.next_attempt_at,
      givenUpAt: row.failed_at,
      createdAt: row.created_at,
    })),
  )
  return { ...page, items, givenUp: health.givenUp }
}

/** "Retry now": the row is due at once (given up or not) and this process's worker is woken. */
export async function retryDeliveryNow(db: Kysely<Database>, id: string, requestId: string) {
  if (!(await retryOutboxNow(db, id))) {
    throw new HttpError(404, 'That notification was delivered already, or is being sent now.')
  }
  log.info({ requestId, outboxId: id }, 'admin asked to retry a delivery now')
  wakeOutboxWorker()
}
