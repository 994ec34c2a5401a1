import 'server-only'
import { sql, type Kysely } from 'kysely'
import { z } from '@/lib/zod'
import { leadNoteSchema } from '@/lib/schemas/lead-note'
import { LEAD_STATUSES, type LeadStatus } from '@/lib/lead-status'
import type { VisitSource } from '@/lib/visit-source'
import {
  addLeadNote,
  assignLeadOwner,
  leadEvents,
  leadSourceFrom,
  leadTables,
  setLeadStatus,
  type LeadActor,
  type LeadEventRecord,
  type LeadRef,
} from '../db/repositories/lead-work'
import type { Database, LeadType, OutboxKind } from '../db/schema'
import type { TeamMember } from '../auth/session'
import { recordAudit } from '../audit/audit'
import { HttpError } from '../http/errors'
import { parseWith } from '../http/json-body'
import { isLeadList, type LeadListName } from './lists'

/**
 * The team's work on a lead as the admin API answers it and changes it (issue 21, decision 0025):
 * status, owner, source and timeline beside the record; members change the status and add notes,
 * owners also give a lead to someone.
 */

const leadLists = {
  contacts: 'contact',
  partnerships: 'partnership',
} as const satisfies Record<LeadListName, LeadType>

const listsOfLeads = {
  contact: 'contacts',
  partnership: 'partnerships',
} as const satisfies Record<LeadType, LeadListName>

/** The lead a list's record is; 404 for the lists that hold no leads. */
export function leadRefFrom(list: string, id: string): LeadRef {
  if (!isLeadList(list))
    throw new HttpError(404, 'Only contact submissions and partnership inquiries are worked.')
  return { type: leadLists[list], id }
}

export type { VisitSource } from '@/lib/visit-source'

/** One line of a lead's timeline, oldest first. */
export type TimelineEntry =
  | { kind: 'received'; occurredAt: string }
  | {
      kind: 'notification'
      occurredAt: string
      channel: OutboxKind
      state: 'delivered' | 'retrying' | 'given-up' | 'waiting'
      attempts: number
    }
  | LeadEventRecord

export type LeadWork = {
  status: LeadStatus
  owner: { id: string; name: string } | null
  source: { first: VisitSource; latest: VisitSource; formPage?: string }
  timeline: TimelineEntry[]
}

/** The notifications about a lead still in the outbox (delivered ones go after 30 days). */
async function notificationsAbout(db: Kysely<Database>, lead: LeadRef): Promise<TimelineEntry[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', 'in', ['lead-email', 'lead-webhook'])
    // Payloads hold ids only: `{"leadType":"contact","leadId":"…"}`.
    .where('payload', 'like', sql<string>`${`%"leadId":"${lead.id}"%`}`)
    .execute()
  return rows.map((row) => ({
    kind: 'notification',
    occurredAt: row.delivered_at ?? row.failed_at ?? row.created_at,
    channel: row.kind,
    state: row.delivered_at
      ? 'delivered'
      : row.failed_at
        ? 'given-up'
        : row.attempts > 0
          ? 'retrying'
          : 'waiting',
    attempts: row.attempts,
  }))
}

/** A lead's status, owner, source and timeline; 404 when the lead is gone. */
export async function leadWorkOf(db: Kysely<Database>, lead: LeadRef): Promise<LeadWork> {
  const table = leadTables[lead.type]
  const row = await db
    .selectFrom(table)
    .leftJoin('team_members', 'team_members.id', `${table}.owner_id`)
    .selectAll(table)
    .select('team_members.name as owner_name')
    .where(`${table}.id`, '=', lead.id)
    .executeTakeFirst()
  if (!row) throw new HttpError(404, 'That record was deleted.')
  const [notifications, events] = await Promise.all([
    notificationsAbout(db, lead),
    leadEvents(db, lead),
  ])
  const received: TimelineEntry = { kind: 'received', occurredAt: row.submitted_at }
  const timeline: TimelineEntry[] = [received, ...notifications, ...events].sort((a, b) =>
    a.occurredAt.localeCompare(b.occurredAt),
  )
  return {
    status: row.status,
    owner: row.owner_id && row.owner_name ? { id: row.owner_id, name: row.owner_name } : null,
    source: leadSourceFrom(row),
    timeline,
  }
}

export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, {
      error: `Status must be one of: ${LEAD_STATUSES.join(', ')}`,
    }),
    ownerId: z.string({ error: 'Owner must be a team member’s id, or null' }).max(100).nullable(),
  })
  .partial()

const actorOf = (member: TeamMember): LeadActor => ({ id: member.id, name: member.name })

/**
 * Changes a lead's status and/or owner for `member`. Giving a lead to someone is for owners
 * (403 for a member); an unknown owner id is a 400. Answers the lead's work as it now is.
 * Spam takes a lead out of every list and count but its own filter, so a move into or out of
 * Spam is also written to the audit trail, with who made it and from where.
 */
export async function updateLeadWork(
  db: Kysely<Database>,
  lead: LeadRef,
  body: unknown,
  member: TeamMember,
  clientAddress: string | null = null,
): Promise<LeadWork> {
  const update = parseWith(leadUpdateSchema, body)
  if (update.status === undefined && update.ownerId === undefined)
    throw new HttpError(400, 'Send a status, an ownerId, or both.')
  if (update.ownerId !== undefined && member.role !== 'owner')
    throw new HttpError(403, 'Only an owner can give a lead to someone. Ask an owner of your team.')
  if (update.status !== undefined) {
    const result = await setLeadStatus(db, lead, update.status, actorOf(member))
    if (result === 'not-found') throw new HttpError(404, 'That record was deleted.')
    if (result !== 'unchanged' && (result.from === 'spam' || update.status === 'spam')) {
      await recordAudit(db, {
        action: update.status === 'spam' ? 'lead.marked-spam' : 'lead.unmarked-spam',
        actor: { id: member.id, email: member.email },
        clientAddress,
        target: { type: listsOfLeads[lead.type], id: lead.id },
        detail: { from: result.from, to: update.status },
      })
    }
  }
  if (update.ownerId !== undefined) {
    const result = await assignLeadOwner(db, lead, update.ownerId, actorOf(member))
    if (result === 'not-found') throw new HttpError(404, 'That record was deleted.')
    if (result === 'no-such-member')
      throw new HttpError(400, 'There is no team member with that id.')
  }
  return leadWorkOf(db, lead)
}

/** Adds `member`'s note to a lead; answers the note. */
export async function addNoteToLead(
  db: Kysely<Database>,
  lead: LeadRef,
  body: unknown,
  member: TeamMember,
): Promise<LeadEventRecord> {
  const { body: text } = parseWith(leadNoteSchema, body)
  const note = await addLeadNote(db, lead, text, actorOf(member))
  if (!note) throw new HttpError(404, 'That record was deleted.')
  return note
}
