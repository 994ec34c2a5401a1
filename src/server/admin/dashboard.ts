import 'server-only'
import { sql } from 'kysely'
import { LEAD_STATUSES } from '@/lib/lead-status'
import { NO_SOURCE, sourceName } from '@/lib/visit-source'
import { z } from '@/lib/zod'
import { pageViewsBetween } from '../db/repositories/page-views'
import type { AppDatabase, DatabaseKind } from '../db/client'
import { HttpError } from '../http/errors'
import { parseWith } from '../http/json-body'
import { addDays, startOfTeamDay, teamDay } from '../team-time'

/**
 * The admin home's dashboard (issue 21, item 4): for a period of the team's days, leads per day
 * or week by type (and how many contact leads came from the offer check), by source and campaign, conversion per page (forms sent from a page / its
 * views), the status funnel, the median time to the first status change, and failing deliveries.
 * Spam is left out of every count.
 */

export type Dashboard = {
  from: string
  to: string
  granularity: 'day' | 'week'
  leadsOverTime: { period: string; contacts: number; partnerships: number }[]
  /** Of the period's contact leads, those sent from the offer check with offers (issue 38). */
  offerChecks: number
  bySource: { source: string; campaign: string | null; leads: number }[]
  conversion: { path: string; views: number; leads: number; rate: number | null }[]
  funnel: { new: number; contacted: number; qualified: number; won: number; lost: number }
  medianMinutesToFirstResponse: number | null
  deliveries: { failing: number; givenUp: number }
}

const MAX_DAYS = 366

const dashboardQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'From must be a date like 2026-03-02')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'To must be a date like 2026-03-02')
    .optional(),
  days: z
    .string()
    .regex(/^\d{1,3}$/, 'Days must be a whole number of days')
    .optional(),
  granularity: z.enum(['day', 'week'], { error: 'Granularity must be day or week' }).optional(),
})

/**
 * The period a request asks for: `from` and `to` (the team's days, both included), or the last
 * `days` days up to `to` or today; the last 30 days by default.
 */
export function dashboardQueryFrom(url: string, now: Date = new Date()) {
  const params = Object.fromEntries(new URL(url).searchParams)
  const query = parseWith(dashboardQuerySchema, params)
  if (query.from && query.days)
    throw new HttpError(400, 'Please give either From or Days, not both.')
  const to = query.to ?? teamDay(now)
  const days = query.days ? Number(query.days) : 30
  if (days < 1) throw new HttpError(400, 'Please choose at least one day.')
  const from = query.from ?? addDays(to, -(days - 1))
  if (from > to) throw new HttpError(400, 'From must be on or before To.')
  const length =
    Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 864e5) + 1
  if (length > MAX_DAYS) throw new HttpError(400, `Please choose at most ${MAX_DAYS} days.`)
  return { from, to, granularity: query.granularity ?? (length > 62 ? 'week' : 'day') } as const
}

/** The Monday that starts the week of `day`. */
function weekOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

type Period = { from: string; to: string; granularity: 'day' | 'week' }

const leadTables = [
  ['contact_submissions', 'contacts'],
  ['partnership_inquiries', 'partnerships'],
] as const

/** How the dashboard names the leads sent from the readiness check (issue 39), whatever their visit. */
export const READINESS_SOURCE = 'Readiness check'

/** 1 for a lead sent from the readiness check (a contact carrying its answers), else 0. */
const fromReadiness = (table: (typeof leadTables)[number][0]) =>
  table === 'contact_submissions'
    ? sql<number>`case when readiness_answers is null then 0 else 1 end`
    : sql<number>`0`

/** Minutes from a lead's arrival to its first status change, in each database's date arithmetic. */
function minutesToFirstResponse(kind: DatabaseKind) {
  return kind === 'sqlite'
    ? sql<number>`(julianday(first_handled_at) - julianday(submitted_at)) * 1440.0`
    : sql<number>`extract(epoch from (first_handled_at::timestamptz - submitted_at::timestamptz)) / 60.0`
}

/**
 * The figures, counted by the database: each lead table grouped by the UTC hour of arrival (the
 * team's days begin on an hour boundary, so the hours fold into days here), by source and
 * campaign, by form page and by status; the median first response is read at the middle of the
 * ordered durations. A year of 100,000 leads stays within the 300 ms budget (bench/dashboard.ts).
 */
export async function dashboard(
  { db, kind }: AppDatabase,
  { from, to, granularity }: Period,
): Promise<Dashboard> {
  const start = startOfTeamDay(from).toISOString()
  const end = startOfTeamDay(addDays(to, 1)).toISOString()
  const inPeriod = (table: (typeof leadTables)[number][0]) =>
    db
      .selectFrom(table)
      .where('submitted_at', '>=', start)
      .where('submitted_at', '<', end)
      .where('status', '!=', 'spam')
  const count = sql<number>`count(*)`

  const perTable = await Promise.all(
    leadTables.map(async ([table, type]) => {
      const [hours, sources, pages, statuses] = await Promise.all([
        inPeriod(table)
          .select([sql<string>`substr(submitted_at, 1, 13)`.as('hour'), count.as('leads')])
          .groupBy(sql`substr(submitted_at, 1, 13)`)
          .execute(),
        inPeriod(table)
          .select(['first_utm_source', 'first_referrer_host', 'first_utm_campaign'])
          .select([fromReadiness(table).as('readiness'), count.as('leads')])
          .groupBy(['first_utm_source', 'first_referrer_host', 'first_utm_campaign'])
          // A constant is not grouped by: SQLite would read `group by 0` as a column's position.
          .$if(table === 'contact_submissions', (query) => query.groupBy(fromReadiness(table)))
          .execute(),
        inPeriod(table)
          .where('form_page', 'is not', null)
          .select(['form_page', count.as('leads')])
          .groupBy('form_page')
          .execute(),
        // One row of counts rather than a group per status, so the period's index is the one read.
        inPeriod(table)
          .select([
            ...LEAD_STATUSES.map((status) =>
              sql<number>`count(case when status = ${status} then 1 end)`.as(status),
            ),
            sql<number>`count(first_handled_at)`.as('handled'),
          ])
          .executeTakeFirstOrThrow(),
      ])
      return { type, hours, sources, pages, statuses }
    }),
  )

  const periods = new Map<string, { contacts: number; partnerships: number }>()
  const periodOf = (day: string) => (granularity === 'week' ? weekOf(day) : day)
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!periods.has(periodOf(day))) periods.set(periodOf(day), { contacts: 0, partnerships: 0 })
  }
  const sources = new Map<string, { source: string; campaign: string | null; leads: number }>()
  const formLeads = new Map<string, number>()
  const funnel = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0 }
  let handled = 0
  for (const { type, hours, sources: sourceRows, pages, statuses } of perTable) {
    for (const row of hours) {
      const period = periods.get(periodOf(teamDay(new Date(`${row.hour}:00:00Z`))))
      if (period) period[type] += Number(row.leads)
    }
    for (const row of sourceRows) {
      const source = Number(row.readiness)
        ? READINESS_SOURCE
        : (sourceName(row.first_utm_source, row.first_referrer_host) ?? NO_SOURCE)
      const campaign = row.first_utm_campaign ?? null
      const key = `${source}\t${campaign ?? ''}`
      const entry = sources.get(key) ?? { source, campaign, leads: 0 }
      entry.leads += Number(row.leads)
      sources.set(key, entry)
    }
    for (const row of pages) {
      formLeads.set(row.form_page!, (formLeads.get(row.form_page!) ?? 0) + Number(row.leads))
    }
    for (const status of ['new', 'contacted', 'qualified', 'won', 'lost'] as const)
      funnel[status] += Number(statuses[status])
    handled += Number(statuses.handled)
  }

  const minutes = minutesToFirstResponse(kind)
  const handledDurations = (table: (typeof leadTables)[number][0]) =>
    inPeriod(table).where('first_handled_at', 'is not', null).select(minutes.as('minutes'))
  const [views, deliveries, middle, offerChecks] = await Promise.all([
    pageViewsBetween(db, from, to),
    // Not delivered: still being retried after a failure, or given up.
    sql<{ failing: unknown; given_up: unknown }>`
      select
        count(case when failed_at is null and attempts > 0 then 1 end) as failing,
        count(failed_at) as given_up
      from outbox
      where delivered_at is null`.execute(db),
    // The middle one of the ordered durations, or the middle two when there is an even number.
    handled === 0
      ? Promise.resolve([])
      : db
          .selectFrom(
            handledDurations('contact_submissions')
              .unionAll(handledDurations('partnership_inquiries'))
              .as('handled'),
          )
          .select('minutes')
          .orderBy('minutes')
          .limit(handled % 2 ? 1 : 2)
          .offset(Math.floor((handled - 1) / 2))
          .execute(),
    inPeriod('contact_submissions')
      .where('offers', 'is not', null)
      .select(count.as('leads'))
      .executeTakeFirstOrThrow(),
  ])
  const viewsByPath = new Map(views.map((row) => [row.path, row.views]))
  const paths = new Set([...viewsByPath.keys(), ...formLeads.keys()])
  const conversion = [...paths]
    .map((path) => {
      const pageViews = viewsByPath.get(path) ?? 0
      const leads = formLeads.get(path) ?? 0
      return { path, views: pageViews, leads, rate: pageViews > 0 ? leads / pageViews : null }
    })
    .filter((row) => row.leads > 0 || row.views > 0)
    .sort((a, b) => b.leads - a.leads || b.views - a.views || a.path.localeCompare(b.path))
  const median =
    middle.length === 0
      ? null
      : middle.reduce((sum, row) => sum + Number(row.minutes), 0) / middle.length

  return {
    from,
    to,
    granularity,
    leadsOverTime: [...periods].map(([period, counts]) => ({ period, ...counts })),
    offerChecks: Number(offerChecks.leads),
    bySource: [...sources.values()].sort(
      (a, b) => b.leads - a.leads || a.source.localeCompare(b.source),
    ),
    conversion,
    // Reached at least this far: a Won lead was contacted and qualified on its way.
    funnel: {
      new: funnel.new + funnel.contacted + funnel.qualified + funnel.won + funnel.lost,
      contacted: funnel.contacted + funnel.qualified + funnel.won,
      qualified: funnel.qualified + funnel.won,
      won: funnel.won,
      lost: funnel.lost,
    },
    medianMinutesToFirstResponse: median === null ? null : Math.round(median),
    deliveries: {
      failing: Number(deliveries.rows[0]?.failing ?? 0),
      givenUp: Number(deliveries.rows[0]?.given_up ?? 0),
    },
  }
}
