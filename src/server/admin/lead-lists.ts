import 'server-only'
import type { Kysely, Selectable } from 'kysely'
import { z } from '@/lib/zod'
import { LEAD_STATUSES, type LeadStatus } from '@/lib/lead-status'
import { leadSourceFrom, teamMemberNames } from '../db/repositories/lead-work'
import { pageLeads, type LeadFilter, type ListQuery, type Page } from '../db/repositories/listing'
import type { Database } from '../db/schema'
import { parseWith } from '../http/json-body'
import { addDays, startOfTeamDay } from '../team-time'
import type { LeadWork } from './lead-work'
import type { LeadListName } from './lists'

/**
 * The team's lead lists (issue 21): each lead with its status, owner and source, filtered and
 * sorted as the list asks. The SPEC's `GET /api/contacts` keeps the plain records.
 */

/** A lead as the team's lists show it. */
export type WorkedLead<Lead> = Lead & {
  status: LeadStatus
  owner: { id: string; name: string } | null
  source: LeadWork['source']
  /** The language of the page it was sent from. */
  language: string
}

type LeadTable = 'contact_submissions' | 'partnership_inquiries'

/** One page of a lead table for the team, filtered by `query.leadFilter` (Spam hidden by default). */
export async function pageWorkedLeads<T extends LeadTable, Lead>(
  db: Kysely<Database>,
  table: T,
  query: ListQuery,
  toLead: (row: Selectable<Database[T]>) => Lead,
): Promise<Page<WorkedLead<Lead>>> {
  const page = await pageLeads(
    db,
    table,
    query,
    (row) => ({
      lead: toLead(row),
      status: (row as Selectable<Database[LeadTable]>).status,
      ownerId: (row as Selectable<Database[LeadTable]>).owner_id,
      source: leadSourceFrom(row as Record<string, unknown>),
      language: (row as Selectable<Database[LeadTable]>).language,
    }),
    query.leadFilter ?? {},
  )
  const names = await teamMemberNames(
    db,
    page.items.map((item) => item.ownerId),
  )
  return {
    ...page,
    items: page.items.map(({ lead, status, ownerId, source, language }) => {
      const name = ownerId ? names.get(ownerId) : undefined
      return {
        ...lead,
        status,
        owner: ownerId && name ? { id: ownerId, name } : null,
        source,
        language,
      }
    }),
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

const day = (what: string) =>
  z
    .string()
    .regex(DAY, `${what} must be a date like 2026-03-02`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${what} is not a date`)
    .optional()

const leadFilterSchema = z.object({
  status: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(
      z.array(
        z.enum([...LEAD_STATUSES, 'all'], {
          error: `Status must be all, or one or more of: ${LEAD_STATUSES.join(', ')}`,
        }),
      ),
    )
    .optional(),
  owner: z.string().trim().max(100, 'Owner is too long').optional(),
  source: z.string().trim().max(200, 'Source is too long').optional(),
  from: day('From'),
  to: day('To'),
  type: z.string().trim().max(50, 'Type is too long').optional(),
  sort: z.enum(['newest', 'oldest'], { error: 'Sort must be newest or oldest' }).optional(),
})

/**
 * Reads a lead list's filters from its URL (?status=&owner=&source=&from=&to=&type=&sort=); 400
 * with a clear message when one is off. `from` and `to` are the team's days, both included.
 */
export function leadListQueryFrom(url: string): { leadFilter: LeadFilter; oldestFirst: boolean } {
  const params = Object.fromEntries(new URL(url).searchParams)
  const { status, owner, source, from, to, type, sort } = parseWith(leadFilterSchema, params)
  return {
    leadFilter: {
      ...(status && !status.includes('all') ? { statuses: status as LeadStatus[] } : {}),
      ...(status?.includes('all') ? { statuses: [...LEAD_STATUSES] } : {}),
      ...(owner ? { owner } : {}),
      ...(source ? { source } : {}),
      ...(from ? { receivedFrom: startOfTeamDay(from) } : {}),
      ...(to ? { receivedBefore: startOfTeamDay(addDays(to, 1)) } : {}),
      ...(type ? { partnershipType: type } : {}),
    },
    oldestFirst: sort === 'oldest',
  }
}

/**
 * How many leads of each list arrived since `memberId` last looked at it (Spam left out); a list
 * never looked at counts from the member's first day, which is every lead.
 */
export async function newLeadCounts(
  db: Kysely<Database>,
  memberId: string,
): Promise<Record<LeadListName, number>> {
  const visits = await db
    .selectFrom('lead_list_visits')
    .select(['list', 'seen_at'])
    .where('member_id', '=', memberId)
    .execute()
  const seen = new Map(visits.map((visit) => [visit.list, visit.seen_at]))
  const count = async (list: LeadListName, table: LeadTable) => {
    let query = db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('status', '!=', 'spam')
    const since = seen.get(list)
    if (since) query = query.where('submitted_at', '>', since)
    return Number((await query.executeTakeFirstOrThrow()).total)
  }
  const [contacts, partnerships] = await Promise.all([
    count('contacts', 'contact_submissions'),
    count('partnerships', 'partnership_inquiries'),
  ])
  return { contacts, partnerships }
}

/** Records that `memberId` has just looked at `list`. */
export async function markLeadListSeen(
  db: Kysely<Database>,
  memberId: string,
  list: LeadListName,
  now: Date = new Date(),
) {
  await db
    .insertInto('lead_list_visits')
    .values({ member_id: memberId, list, seen_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'list']).doUpdateSet({ seen_at: now.toISOString() }),
    )
    .execute()
}
