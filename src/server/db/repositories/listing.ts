import 'server-only'
import { sql, type Expression, type SqlBool } from 'kysely'

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
