import 'server-only'
import {
  sql,
  type Expression,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely'
import { LEAD_STATUSES, type LeadStatus } from '@/lib/lead-status'
import type { Database } from '../schema'

/** A page request as the admin lists send it; `oldestFirst` turns the order around. */
export type ListQuery = {
  search?: string
  page: number
  pageSize: number
  oldestFirst?: boolean
  /** Only the records made on a page of this language (leads and subscribers). */
  language?: string
  /** The team's lead lists only; see LeadFilter. */
  leadFilter?: LeadFilter
}

/**
 * What the team's lead lists filter by (issue 21): statuses (all but Spam when not given), owner
 * (a member's id, or `none`), source (a campaign source or another site's host, first or latest
 * visit), a time range on arrival, and for partnership inquiries their type (the language is
 * ListQuery's, as subscribers have one too).
 */
export type LeadFilter = {
  statuses?: LeadStatus[]
  owner?: string
  source?: string
  receivedFrom?: Date
  receivedBefore?: Date
  partnershipType?: string
}

export type Page<Item> = { items: Item[]; total: number; page: number; pageSize: number }

/** A case-insensitive "contains" over several text columns, the same on SQLite and PostgreSQL. */
export function matchesAny(columns: string[], search: string): Expression<SqlBool> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const clauses = columns.map(
    (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
  )
  return sql<SqlBool>`(${sql.join(clauses, sql` or `)})`
}

function offsetOf({ page, pageSize }: ListQuery): number {
  return (page - 1) * pageSize
}

type Table = keyof Database & string

/**
 * The page `query` asks for from `base` (a table, already filtered), newest first by `newestBy`
 * (or oldest first) with the time-ordered id breaking ties, and how many rows match in all. Every
 * admin list pages this way.
 */
export async function pageOf<T extends Table, Item>(
  base: SelectQueryBuilder<Database, T, object>,
  newestBy: keyof Database[T] & string,
  query: ListQuery,
  toItem: (row: Selectable<Database[T]>) => Item,
): Promise<Page<Item>> {
  const direction = query.oldestFirst ? 'asc' : 'desc'
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sql.ref(newestBy), direction)
      .orderBy(sql.ref('id'), direction)
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ])
  return {
    // Kysely cannot work out `selectAll()`'s row for a table chosen by a type parameter.
    items: (rows as unknown as Selectable<Database[T]>[]).map(toItem),
    total: Number((count as { total: unknown }).total),
    page: query.page,
    pageSize: query.pageSize,
  }
}

type LeadTable = 'contact_submissions' | 'partnership_inquiries'

/**
 * One page of a lead table, newest first, optionally only the leads whose name, e-mail or company
 * contains the search and, for the team's lists, that pass `filter`.
 */
export function pageLeads<T extends LeadTable, Item>(
  db: Kysely<Database>,
  table: T,
  query: ListQuery,
  toItem: (row: Selectable<Database[T]>) => Item,
  filter?: LeadFilter,
): Promise<Page<Item>> {
  let base = db.selectFrom(table as LeadTable)
  if (query.search) {
    base = base.where(
      matchesAny(['first_name', 'last_name', 'email_normalized', 'company'], query.search),
    )
  }
  if (query.language) base = base.where('language', '=', query.language)
  if (filter) {
    const statuses = filter.statuses ?? LEAD_STATUSES.filter((status) => status !== 'spam')
    base = base.where('status', 'in', statuses)
    if (filter.owner === 'none') base = base.where('owner_id', 'is', null)
    else if (filter.owner) base = base.where('owner_id', '=', filter.owner)
    if (filter.source) {
      const source = filter.source.toLowerCase()
      const columns = [
        'first_utm_source',
        'latest_utm_source',
        'first_referrer_host',
        'latest_referrer_host',
      ]
      base = base.where(
        sql<SqlBool>`(${sql.join(
          columns.map((column) => sql`lower(${sql.ref(column)}) = ${source}`),
          sql` or `,
        )})`,
      )
    }
    if (filter.receivedFrom)
      base = base.where('submitted_at', '>=', filter.receivedFrom.toISOString())
    if (filter.receivedBefore)
      base = base.where('submitted_at', '<', filter.receivedBefore.toISOString())
    if (filter.partnershipType && table === 'partnership_inquiries')
      base = (base as SelectQueryBuilder<Database, 'partnership_inquiries', object>).where(
        'partnership_type',
        '=',
        filter.partnershipType,
      ) as typeof base
  }
  return pageOf(base as SelectQueryBuilder<Database, T, object>, 'submitted_at', query, toItem)
}
