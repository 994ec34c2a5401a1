/**
 * `npm run bench:dashboard [-- sqlite|postgres ...]`: the admin dashboard's figures (issue 21) over
 * 100,000 leads spread across the last year and a year of daily page-view counts for 80 paths,
 * timed for the default period (the last 30 days) and for a whole year, median and slowest of 9
 * runs each after one warm-up. Exits 1 when a median is over the 300 ms budget. Results go to
 * BENCHMARKS.md.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { sql, type Insertable, type Kysely } from 'kysely'
import { dashboard, dashboardQueryFrom } from '../src/server/admin/dashboard'
import { openDatabase, type AppDatabase, type DatabaseKind } from '../src/server/db/client'
import { migrateToLatest } from '../src/server/db/migrate'
import type { ContactSubmissionsTable, Database } from '../src/server/db/schema'
import { LEAD_STATUSES } from '../src/lib/lead-status'
import { addDays, teamDay } from '../src/server/team-time'
import { createBenchDatabase, databaseKindsFromArguments, databaseLabel } from './leads'
import { writeBenchmarkSection } from './server'

const LEADS = Number(process.env.LEADS ?? 100_000)
const PATHS = 80
const RUNS = 9
const BUDGET_MS = 300
const BATCH = 500

const sources = ['newsletter', 'linkedin', 'google', 'partner-blog', null, null, null]
const campaigns = ['spring', 'autumn', 'equipment', null]
const formPages = ['/contact-us', '/partner-contact', '/abl', '/lenders', '/who-we-help', null]
const paths = Array.from({ length: PATHS }, (_, index) =>
  index < formPages.length - 1 ? formPages[index]! : `/blog/article-${index}`,
)

/** A repeatable pseudo-random sequence, so both databases get the same leads. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function pick<T>(values: readonly T[], random: () => number): T {
  return values[Math.floor(random() * values.length)]!
}

async function seed(db: Kysely<Database>, now: Date) {
  const random = sequence(21)
  const yearMs = 365 * 864e5
  const partnershipsEvery = 7
  let contacts: Insertable<ContactSubmissionsTable>[] = []
  let partnerships: Insertable<Database['partnership_inquiries']>[] = []
  const flush = async () => {
    if (contacts.length) await db.insertInto('contact_submissions').values(contacts).execute()
    if (partnerships.length)
      await db.insertInto('partnership_inquiries').values(partnerships).execute()
    contacts = []
    partnerships = []
  }
  for (let index = 0; index < LEADS; index += 1) {
    const submitted = new Date(now.getTime() - random() * yearMs)
    const status = pick(LEAD_STATUSES, random)
    const handled =
      status === 'new' ? null : new Date(submitted.getTime() + (5 + random() * 2000) * 60_000)
    const source = pick(sources, random)
    const work = {
      id: randomUUID(),
      first_name: 'Sample',
      last_name: `Lead ${index}`,
      email: `lead${index}@example.com`,
      email_normalized: `lead${index}@example.com`,
      phone: '555-0100',
      submitted_at: submitted.toISOString(),
      status,
      status_changed_at: handled?.toISOString() ?? null,
      first_handled_at: handled?.toISOString() ?? null,
      form_page: pick(formPages, random),
      first_utm_source: source,
      first_utm_campaign: source ? pick(campaigns, random) : null,
      first_referrer_host: source ? null : pick(['www.example.org', null], random),
    }
    if (index % partnershipsEvery === 0) {
      partnerships.push({
        ...work,
        company: 'Sample Lending',
        job_title: 'Not specified',
        partnership_type: 'lender',
        business_description: 'A sample partner for the benchmark',
        funding_range: 'Not specified',
        client_volume: 'Not specified',
        partnership_goals: 'Benchmark',
        consent: 1,
      })
    } else {
      contacts.push({ ...work, company: null, message: 'Benchmark' })
    }
    if (contacts.length + partnerships.length >= BATCH) await flush()
  }
  await flush()

  const today = teamDay(now)
  let views: Insertable<Database['page_views']>[] = []
  for (let back = 0; back < 366; back += 1) {
    const day = addDays(today, -back)
    for (const path of paths) views.push({ day, path, views: 1 + Math.floor(random() * 400) })
    if (views.length >= BATCH) {
      await db.insertInto('page_views').values(views).execute()
      views = []
    }
  }
  if (views.length) await db.insertInto('page_views').values(views).execute()
}

async function time(app: AppDatabase, url: string, now: Date) {
  const query = dashboardQueryFrom(url, now)
  await dashboard(app, query) // warm-up
  const times: number[] = []
  let leads = 0
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now()
    const figures = await dashboard(app, query)
    times.push(performance.now() - started)
    leads = figures.funnel.new
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(RUNS / 2)]!, slowest: times[RUNS - 1]!, leads }
}

async function run(kind: DatabaseKind) {
  const database = createBenchDatabase(kind, 'bench-dashboard')
  const app = openDatabase(database.url)
  const { db } = app
  try {
    await migrateToLatest(db)
    const now = new Date()
    const seeding = performance.now()
    await seed(db, now)
    // What PostgreSQL's autovacuum does soon after a large change: statistics and the visibility
    // map that lets a query read an index without visiting the table.
    if (kind === 'postgres') await sql`vacuum analyze`.execute(db)
    console.log(`${kind}: seeded ${LEADS} leads in ${Math.round(performance.now() - seeding)} ms`)
    const periods = [
      { label: 'last 30 days (by day)', url: 'http://admin/api/admin/dashboard' },
      {
        label: 'last 365 days (by week)',
        url: `http://admin/api/admin/dashboard?from=${addDays(teamDay(now), -364)}`,
      },
    ]
    const rows: string[][] = []
    for (const period of periods) {
      const { median, slowest, leads } = await time(app, period.url, now)
      console.log(
        `${kind} ${period.label}: median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`,
      )
      rows.push([
        databaseLabel(kind),
        period.label,
        leads.toLocaleString('en-US'),
        `${median.toFixed(0)} ms`,
        `${slowest.toFixed(0)} ms`,
        median <= BUDGET_MS ? 'yes' : '**no**',
      ])
    }
    return rows
  } finally {
    await db.destroy()
    database.stop()
  }
}

async function main() {
  const rows: string[][] = []
  for (const kind of databaseKindsFromArguments()) rows.push(...(await run(kind)))
  const table = [
    '| Database | Period | Leads in it | Median | Slowest | Within 300 ms |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')
  await writeBenchmarkSection(
    'dashboard',
    `### Dashboard (issue 21, ${new Date().toISOString().slice(0, 10)})

Command: \`npm run bench:dashboard\`: ${LEADS.toLocaleString('en-US')} leads (one in seven a partnership
inquiry) spread over the last 365 days with statuses, owners' first responses, sources, campaigns
and form pages, and a year of daily page-view counts for ${PATHS} paths; the dashboard's figures
(\`src/server/admin/dashboard.ts\`, what \`GET /api/admin/dashboard\` answers) computed ${RUNS}
times per period after one warm-up, in the same process as the database client. Spam is left out
of "Leads in it".

${table}`,
  )
  console.log(table)
  if (rows.some((row) => row[5] !== 'yes')) process.exit(1)
}

void main()
