import 'server-only'
import {
  sql,
  type Expression,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely'
import type { Database } from '../schema'

/** A page request as the admin lists send it. */
export type ListQuery = { search?: string; page: number; pageSize: number }

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
 * with the time-ordered id breaking ties, and how many rows match in all. Every admin list pages
 * this way.
 */
export async function pageOf<T extends Table, Item>(
  base: SelectQueryBuilder<Database, T, object>,
  newestBy: keyof Database[T] & string,
  query: ListQuery,
  toItem: (row: Selectable<Database[T]>) => Item,
): Promise<Page<Item>> {
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sql.ref(newestBy), 'desc')
      .orderBy(sql.ref('id'), 'desc')
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
 * contains the search.
 */
export function pageLeads<T extends LeadTable, Item>(
  db: Kysely<Database>,
  table: T,
  query: ListQuery,
  toItem: (row: Selectable<Database[T]>) => Item,
): Promise<Page<Item>> {
  let base = db.selectFrom(table as LeadTable)
  if (query.search) {
    base = base.where(matchesAny(['first_name', 'last_name', 'email', 'company'], query.search))
  }
  return pageOf(base as SelectQueryBuilder<Database, T, object>, 'submitted_at', query, toItem)
}
