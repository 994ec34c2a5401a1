import 'server-only'
import type { Kysely } from 'kysely'
import { newId } from '../../ids'
import { writeTransaction } from '../group-commit'
import type { LeadStatus } from '@/lib/lead-status'
import type { LeadSource, VisitSource } from '@/lib/visit-source'
import type { Database, LeadEventKind, LeadEventRow, LeadType } from '../schema'

/**
 * The team's work on a lead (issue 21, decision 0025): its status, its owner and its notes, each
 * change written with the event that records it in one transaction.
 */

/** A lead, by kind and id. */
export type LeadRef = { type: LeadType; id: string }

/** The team member who acts, as the event keeps them (the name outlives the account). */
export type LeadActor = { id: string; name: string }

/** Each kind of lead's table. */
export const leadTables = {
  contact: 'contact_submissions',
  partnership: 'partnership_inquiries',
} as const satisfies Record<LeadType, keyof Database>

const eventColumns = {
  contact: 'contact_submission_id',
  partnership: 'partnership_inquiry_id',
} as const satisfies Record<LeadType, keyof Database['lead_events']>

const sourceColumnNames = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  referrerHost: 'referrer_host',
  landingPage: 'landing_page',
} as const satisfies Record<keyof VisitSource, string>

type SourceColumn = `${'first' | 'latest'}_${(typeof sourceColumnNames)[keyof VisitSource]}`

/** A lead's source as its table's columns (decision 0025), for the insert. */
export function leadSourceColumns(
  source: LeadSource = {},
): Record<SourceColumn, string | null> & { form_page: string | null } {
  const columns: Record<string, string | null> = { form_page: source.formPage ?? null }
  for (const touch of ['first', 'latest'] as const)
    for (const [field, column] of Object.entries(sourceColumnNames))
      columns[`${touch}_${column}`] = source[touch]?.[field as keyof VisitSource] ?? null
  return columns as Record<SourceColumn, string | null> & { form_page: string | null }
}

/** A lead's source read back from its row. */
export function leadSourceFrom(row: Record<string, unknown>): Required<
  Pick<LeadSource, 'first' | 'latest'>
> & {
  formPage?: string
} {
  const visit = (touch: 'first' | 'latest'): VisitSource =>
    Object.fromEntries(
      Object.entries(sourceColumnNames).flatMap(([field, column]) => {
        const value = row[`${touch}_${column}`]
        return typeof value === 'string' && value ? [[field, value]] : []
      }),
    )
  const formPage = typeof row.form_page === 'string' && row.form_page ? row.form_page : undefined
  return { first: visit('first'), latest: visit('latest'), ...(formPage ? { formPage } : {}) }
}

/** One line of a lead's timeline besides its arrival and its notifications. */
export type LeadEventRecord = {
  id: string
  occurredAt: string
  kind: LeadEventKind
  /** Who did it: their name as it was then. */
  actorName?: string
  from?: string
  to?: string
  /** An owner change: the names of the members before and after, while their accounts exist. */
  fromName?: string
  toName?: string
  body?: string
}

function toLeadEventRecord(row: LeadEventRow): LeadEventRecord {
  return {
    id: row.id,
    occurredAt: row.occurred_at,
    kind: row.kind,
    ...(row.actor_name ? { actorName: row.actor_name } : {}),
    ...(row.from_value !== null ? { from: row.from_value } : {}),
    ...(row.to_value !== null ? { to: row.to_value } : {}),
    ...(row.body !== null ? { body: row.body } : {}),
  }
}

/** What a change came to: the lead is gone, nothing changed, or it changed. */
export type LeadChange = 'not-found' | 'unchanged' | 'changed'

/** What a status change came to; a change names the status the lead left. */
export type LeadStatusChange = 'not-found' | 'unchanged' | { from: LeadStatus }

type EventFields = { kind: LeadEventKind; from?: string | null; to?: string | null; body?: string }

async function insertLeadEvent(
  trx: Kysely<Database>,
  lead: LeadRef,
  actor: LeadActor,
  now: Date,
  { kind, from = null, to = null, body }: EventFields,
): Promise<LeadEventRow> {
  const row: LeadEventRow = {
    id: newId(now.getTime()),
    contact_submission_id: lead.type === 'contact' ? lead.id : null,
    partnership_inquiry_id: lead.type === 'partnership' ? lead.id : null,
    occurred_at: now.toISOString(),
    kind,
    actor_id: actor.id,
    actor_name: actor.name,
    from_value: from,
    to_value: to,
    body: body ?? null,
  }
  await trx.insertInto('lead_events').values(row).execute()
  return row
}

/** The lead's status, owner and first handling time, read in `trx`; undefined when it is gone. */
function currentWork(trx: Kysely<Database>, lead: LeadRef) {
  return trx
    .selectFrom(leadTables[lead.type])
    .select(['status', 'owner_id', 'first_handled_at'])
    .where('id', '=', lead.id)
    .executeTakeFirst()
}

/**
 * Sets a lead's status. The first move away from `new` is kept as the time the lead was first
 * handled, which the dashboard's time to first response reads. Answers the status it left.
 */
export function setLeadStatus(
  db: Kysely<Database>,
  lead: LeadRef,
  status: LeadStatus,
  actor: LeadActor,
  now: Date = new Date(),
): Promise<LeadStatusChange> {
  const table = leadTables[lead.type]
  return writeTransaction(db, async (trx) => {
    const current = await currentWork(trx, lead)
    if (!current) return 'not-found'
    if (current.status === status) return 'unchanged'
    const at = now.toISOString()
    await trx
      .updateTable(table)
      .set({
        status,
        status_changed_at: at,
        first_handled_at: current.first_handled_at ?? (status === 'new' ? null : at),
      })
      .where('id', '=', lead.id)
      .execute()
    await insertLeadEvent(trx, lead, actor, now, {
      kind: 'status',
      from: current.status,
      to: status,
    })
    return { from: current.status }
  })
}

/**
 * Gives a lead to a team member (or to nobody, with null). `'no-such-member'` when the id names no
 * account.
 */
export function assignLeadOwner(
  db: Kysely<Database>,
  lead: LeadRef,
  ownerId: string | null,
  actor: LeadActor,
  now: Date = new Date(),
): Promise<LeadChange | 'no-such-member'> {
  const table = leadTables[lead.type]
  return writeTransaction(db, async (trx) => {
    const current = await currentWork(trx, lead)
    if (!current) return 'not-found'
    if (current.owner_id === ownerId) return 'unchanged'
    if (ownerId !== null) {
      const member = await trx
        .selectFrom('team_members')
        .select('id')
        .where('id', '=', ownerId)
        .executeTakeFirst()
      if (!member) return 'no-such-member'
    }
    await trx.updateTable(table).set({ owner_id: ownerId }).where('id', '=', lead.id).execute()
    await insertLeadEvent(trx, lead, actor, now, {
      kind: 'owner',
      from: current.owner_id,
      to: ownerId,
    })
    return 'changed'
  })
}

/** Adds an internal note to a lead; undefined when the lead is gone. */
export function addLeadNote(
  db: Kysely<Database>,
  lead: LeadRef,
  body: string,
  actor: LeadActor,
  now: Date = new Date(),
): Promise<LeadEventRecord | undefined> {
  return writeTransaction(db, async (trx) => {
    if (!(await currentWork(trx, lead))) return undefined
    return toLeadEventRecord(await insertLeadEvent(trx, lead, actor, now, { kind: 'note', body }))
  })
}

/** The current names of the team members among `ids` (a removed account has none). */
export async function teamMemberNames(
  db: Kysely<Database>,
  ids: (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  if (wanted.length === 0) return new Map()
  const members = await db
    .selectFrom('team_members')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute()
  return new Map(members.map((member) => [member.id, member.name]))
}

/**
 * A lead's status and owner changes and notes, oldest first; an owner change carries the names of
 * both members (as they are now; none for a removed account).
 */
export async function leadEvents(db: Kysely<Database>, lead: LeadRef): Promise<LeadEventRecord[]> {
  const rows = await db
    .selectFrom('lead_events')
    .selectAll()
    .where(eventColumns[lead.type], '=', lead.id)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute()
  const names = await teamMemberNames(
    db,
    rows.filter((row) => row.kind === 'owner').flatMap((row) => [row.from_value, row.to_value]),
  )
  return rows.map((row) => {
    const record = toLeadEventRecord(row)
    if (row.kind !== 'owner') return record
    const fromName = row.from_value ? names.get(row.from_value) : undefined
    const toName = row.to_value ? names.get(row.to_value) : undefined
    return { ...record, ...(fromName ? { fromName } : {}), ...(toName ? { toName } : {}) }
  })
}

/** The language of the page a lead was sent from; undefined when the lead is gone. */
export async function leadLanguage(
  db: Kysely<Database>,
  lead: LeadRef,
): Promise<string | undefined> {
  const row = await db
    .selectFrom(leadTables[lead.type])
    .select('language')
    .where('id', '=', lead.id)
    .executeTakeFirst()
  return row?.language
}
