import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../schema'

export type PageViewCount = { day: string; path: string; views: number }

/** Adds counts to the stored ones, in one statement (the same on SQLite and PostgreSQL). */
export async function addPageViews(db: Kysely<Database>, counts: PageViewCount[]) {
  if (counts.length === 0) return
  await db
    .insertInto('page_views')
    .values(counts)
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'path'])
        .doUpdateSet({ views: sql<number>`page_views.views + excluded.views` }),
    )
    .execute()
}

/** Views per path from `fromDay` to `toDay` (inclusive), most viewed first. */
export async function pageViewsBetween(
  db: Kysely<Database>,
  fromDay: string,
  toDay: string,
): Promise<{ path: string; views: number }[]> {
  const rows = await db
    .selectFrom('page_views')
    .select(['path', (eb) => eb.fn.sum<number>('views').as('views')])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .execute()
  return rows.map((row) => ({ path: row.path, views: Number(row.views) }))
}
