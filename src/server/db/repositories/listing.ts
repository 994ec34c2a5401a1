import 'server-only'
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely'
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

export function offsetOf({ page, pageSize }: ListQuery): number {
  return (page - 1) * pageSize
}

type LeadTable = 'contact_submissions' | 'partnership_inquiries'

/**
 * One page of a lead table, newest first (ids are time-ordered, so they break ties within a
 * millisecond), optionally only the leads whose name, e-mail or company contains the search.
 */
export async function pageLeads<Table extends LeadTable, Item>(
  db: Kysely<Database>,
  table: Table,
  query: ListQuery,
  toRecord: (row: Selectable<Database[Table]>) => Item,
): Promise<Page<Item>> {
  let base = db.selectFrom(table as LeadTable)
  if (query.search) {
    base = base.where(matchesAny(['first_name', 'last_name', 'email', 'company'], query.search))
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ])
  return {
    items: (rows as Selectable<Database[Table]>[]).map(toRecord),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  }
}
