import 'server-only'
import { sql, type Kysely } from 'kysely'
import { NO_SOURCE, sourceName } from '@/lib/visit-source'
import { z } from '@/lib/zod'
import { pageViewsBetween } from '../db/repositories/page-views'
import type { Database } from '../db/schema'
import { HttpError } from '../http/errors'
import { parseWith } from '../http/json-body'
import { addDays, startOfTeamDay, teamDay } from '../team-time'

/**
 * The admin home's dashboard (issue 21, item 4): for a period of the team's days, leads per day
 * or week by type, by source and campaign, conversion per page (forms sent from a page / its
 * views), the status funnel, the median time to the first status change, and failing deliveries.
 * Spam is left out of every count.
 */

export type Dashboard = {
  from: string
  to: string
  granularity: 'day' | 'week'
  leadsOverTime: { period: string; contacts: number; partnerships: number }[]
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
  granularity: z.enum(['day', 'week'], { error: 'Granularity must be day or week' }).optional(),
})

/** The period a request asks for: `from` and `to` (the team's days, both included; the last 30 by default). */
export function dashboardQueryFrom(url: string, now: Date = new Date()) {
  const params = Object.fromEntries(new URL(url).searchParams)
  const query = parseWith(dashboardQuerySchema, params)
  const to = query.to ?? teamDay(now)
  const from = query.from ?? addDays(to, -29)
  if (from > to) throw new HttpError(400, 'From must be on or before To.')
  const days =
    Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 864e5) + 1
  if (days > MAX_DAYS) throw new HttpError(400, `Please choose at most ${MAX_DAYS} days.`)
  return { from, to, granularity: query.granularity ?? (days > 62 ? 'week' : 'day') } as const
}

/** The Monday that starts the week of `day`. */
function weekOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

export async function dashboard(
  db: Kysely<Database>,
  { from, to, granularity }: { from: string; to: string; granularity: 'day' | 'week' },
): Promise<Dashboard> {
  const start = startOfTeamDay(from).toISOString()
  const end = startOfTeamDay(addDays(to, 1)).toISOString()
  const tables = ['contact_submissions', 'partnership_inquiries'] as const
  const [contactRows, partnershipRows] = await Promise.all(
    tables.map((table) =>
      db
        .selectFrom(table)
        .select([
          'submitted_at',
          'status',
          'first_handled_at',
          'first_utm_source',
          'first_utm_campaign',
          'first_referrer_host',
          'form_page',
        ])
        .where('submitted_at', '>=', start)
        .where('submitted_at', '<', end)
        .where('status', '!=', 'spam')
        .execute(),
    ),
  )

  const periods = new Map<string, { contacts: number; partnerships: number }>()
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const period = granularity === 'week' ? weekOf(day) : day
    if (!periods.has(period)) periods.set(period, { contacts: 0, partnerships: 0 })
  }
  const sources = new Map<string, { source: string; campaign: string | null; leads: number }>()
  const formLeads = new Map<string, number>()
  const funnel = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0 }
  const responseMinutes: number[] = []
  const tally = (rows: typeof contactRows, type: 'contacts' | 'partnerships') => {
    for (const row of rows!) {
      const day = teamDay(new Date(row.submitted_at))
      const period = periods.get(granularity === 'week' ? weekOf(day) : day)
      if (period) period[type] += 1
      const source = sourceName(row.first_utm_source, row.first_referrer_host) ?? NO_SOURCE
      const campaign = row.first_utm_campaign ?? null
      const key = `${source}\t${campaign ?? ''}`
      const entry = sources.get(key) ?? { source, campaign, leads: 0 }
      entry.leads += 1
      sources.set(key, entry)
      if (row.form_page) formLeads.set(row.form_page, (formLeads.get(row.form_page) ?? 0) + 1)
      if (row.status !== 'spam') funnel[row.status] += 1
      if (row.first_handled_at)
        responseMinutes.push(
          (Date.parse(row.first_handled_at) - Date.parse(row.submitted_at)) / 60_000,
        )
    }
  }
  tally(contactRows, 'contacts')
  tally(partnershipRows, 'partnerships')

  const [views, deliveries] = await Promise.all([
    pageViewsBetween(db, from, to),
    // Not delivered: still being retried after a failure, or given up.
    sql<{ failing: unknown; given_up: unknown }>`
      select
        count(case when failed_at is null and attempts > 0 then 1 end) as failing,
        count(failed_at) as given_up
      from outbox
      where delivered_at is null`.execute(db),
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

  responseMinutes.sort((a, b) => a - b)
  const middle = Math.floor(responseMinutes.length / 2)
  const median =
    responseMinutes.length === 0
      ? null
      : responseMinutes.length % 2
        ? responseMinutes[middle]!
        : (responseMinutes[middle - 1]! + responseMinutes[middle]!) / 2

  return {
    from,
    to,
    granularity,
    leadsOverTime: [...periods].map(([period, counts]) => ({ period, ...counts })),
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
