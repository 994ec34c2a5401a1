/**
 * `npm run bench:crash-leads [-- sqlite|postgres ...]`: while submissions stream in, the production
 * server is killed with SIGKILL five times and restarted; afterwards every submission that got a
 * 201 must be stored and must have reached the team's mail server (at least once; duplicates are
 * counted). SQLite must pass an integrity check after each kill. A last phase sends SIGTERM while
 * requests and a slow e-mail are in flight and checks that both finish before the server exits.
 * Results go to BENCHMARKS.md; exits 1 on any loss. See docs/decisions/0006-outbox-delivery.md.
 */
import SqliteDatabase from 'better-sqlite3'
import { sqlitePathFromUrl, type DatabaseKind } from '../src/server/db/client'
import {
  countDelivered,
  countStoredLeads,
  createBenchDatabase,
  databaseKindsFromArguments,
  databaseLabel,
  leadBody,
  leadPaths,
  startLeadMailbox,
  waitForDeliveries,
  type BenchDatabase,
  type LeadType,
} from './leads'
import { startBenchServer, writeBenchmarkSection, type BenchServer } from './server'

const KILLS = Number(process.env.KILLS ?? 5)
const CLIENTS = 20
const PORT = 3304
const SMTP_PORT = 2531
const SLOW_SMTP_PORT = 2532

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Submission = { status: number | 'no answer'; id?: string; marker: string }

let sequence = 0
const runId = Date.now().toString(36)

/** Posts one lead; a dropped connection is 'no answer' (the visitor was not told it arrived). */
async function submit(url: string, type: LeadType): Promise<Submission> {
  sequence += 1
  const marker = `crash-${runId}-${sequence}`
  try {
    const response = await fetch(`${url}${leadPaths[type]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: leadBody(type, marker),
      signal: AbortSignal.timeout(10_000),
    })
    const body = (await response.json()) as { id?: string }
    return { status: response.status, id: body.id, marker }
  } catch {
    return { status: 'no answer', marker }
  }
}

/** Keeps CLIENTS visitors submitting, one after another, until stopped. */
function streamSubmissions(url: string) {
  const results: Submission[] = []
  let streaming = true
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let round = 0; streaming; round += 1) {
      const result = await submit(url, (client + round) % 2 ? 'partnership' : 'contact')
      results.push(result)
      // A refused connection (server down) is retried after a moment, like a visitor would.
      if (result.status === 'no answer') await sleep(100)
    }
  })
  return {
    results,
    stop: async () => {
      streaming = false
      await Promise.all(clients)
    },
  }
}

function integrityCheck(database: BenchDatabase): string {
  if (database.kind !== 'sqlite') return 'n/a'
  const connection = new SqliteDatabase(sqlitePathFromUrl(database.url))
  try {
    return String(connection.pragma('integrity_check', { simple: true }))
  } finally {
    connection.close()
  }
}

function acceptedOf(results: Submission[]) {
  return new Map(
    results
      .filter((result) => result.status === 201 && result.id)
      .map((result) => [result.id!, result.marker]),
  )
}

async function crashPhase(database: BenchDatabase, serverEnv: Record<string, string>) {
  const mailbox = await startLeadMailbox(SMTP_PORT)
  const env = { ...serverEnv, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` }
  let server: BenchServer = await startBenchServer({ port: PORT, env })
  const stream = streamSubmissions(server.url)
  const checks: string[] = []
  try {
    for (let kill = 1; kill <= KILLS; kill += 1) {
      await sleep(2000 + Math.random() * 2000)
      server.signal('SIGKILL')
      await server.waitForExit(10_000)
      const check = integrityCheck(database)
      checks.push(check)
      console.log(`kill ${kill}: ${stream.results.length} submissions so far, integrity ${check}`)
      server = await startBenchServer({ port: PORT, env })
    }
    await sleep(2000)
    await stream.stop()
    // Deliveries claimed by a killed server wait for their lease to run out, then go again.
    const undelivered = await waitForDeliveries(database.url, 180_000)
    await sleep(1000)
    const accepted = acceptedOf(stream.results)
    const { stored } = await countStoredLeads(database.url, accepted)
    const { delivered, duplicated } = countDelivered(accepted, mailbox.mailsPerLead)
    const serverErrors = stream.results.filter(
      (result) => typeof result.status === 'number' && result.status >= 500,
    ).length
    return {
      accepted: accepted.size,
      stored,
      delivered,
      duplicated,
      serverErrors,
      noAnswer: stream.results.filter((result) => result.status === 'no answer').length,
      undelivered,
      checks,
    }
  } finally {
    await stream.stop()
    await server.stop()
    await mailbox.close()
  }
}

/** SIGTERM with requests and a slow e-mail in flight: both must finish before the server exits. */
async function gracefulPhase(database: BenchDatabase, serverEnv: Record<string, string>) {
  const slowMailbox = await startLeadMailbox(SLOW_SMTP_PORT, { delayMs: 1500 })
  const server = await startBenchServer({
    port: PORT,
    env: { ...serverEnv, SMTP_URL: `smtp://127.0.0.1:${SLOW_SMTP_PORT}` },
  })
  const requests = Array.from({ length: 200 }, (_, index) =>
    submit(server.url, index % 2 ? 'partnership' : 'contact'),
  )
  // Signal as soon as the first answer is back and the slow mail server holds an e-mail.
  await Promise.race(requests)
  const waitUntil = Date.now() + 20_000
  while (slowMailbox.receiving() === 0 && Date.now() < waitUntil) await sleep(20)
  const mailsInFlight = slowMailbox.receiving()
  const signalledAt = Date.now()
  server.signal('SIGTERM')
  const results = await Promise.all(requests)
  const exited = await server.waitForExit(30_000)
  const exitSeconds = (Date.now() - signalledAt) / 1000
  await slowMailbox.close()
  const accepted = acceptedOf(results)
  const mailed = [...slowMailbox.mailsPerLead.keys()].filter((id) => accepted.has(id))
  // After the restart the rest are delivered; none of those already mailed may be mailed again.
  const mailbox = await startLeadMailbox(SMTP_PORT)
  const restarted = await startBenchServer({
    port: PORT,
    env: { ...serverEnv, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` },
  })
  try {
    const undelivered = await waitForDeliveries(database.url, 120_000)
    await sleep(1000)
    const { stored } = await countStoredLeads(database.url, accepted)
    const remailed = mailed.filter((id) => mailbox.mailsPerLead.has(id)).length
    const deliveredAfter = [...accepted.keys()].filter(
      (id) => slowMailbox.mailsPerLead.has(id) || mailbox.mailsPerLead.has(id),
    ).length
    return {
      sent: results.length,
      answered201: accepted.size,
      stored,
      mailsInFlight,
      mailedBeforeExit: mailed.length,
      remailed,
      delivered: deliveredAfter,
      undelivered,
      exited,
      exitSeconds,
    }
  } finally {
    await restarted.stop()
    await mailbox.close()
  }
}

async function run(kind: DatabaseKind) {
  const database = createBenchDatabase(kind, 'bench-crash-leads')
  // A short delivery timeout keeps the lease of a killed server's deliveries short (3 x + 30 s).
  const serverEnv = { DATABASE_URL: database.url, OUTBOX_DELIVERY_TIMEOUT_MS: '5000' }
  try {
    const crash = await crashPhase(database, serverEnv)
    console.log(kind, crash)
    const graceful = await gracefulPhase(database, serverEnv)
    console.log(kind, graceful)
    const lost =
      crash.accepted -
      crash.stored +
      (crash.accepted - crash.delivered) +
      crash.serverErrors +
      crash.undelivered +
      crash.checks.filter((check) => check !== 'ok' && check !== 'n/a').length +
      (graceful.answered201 - graceful.sent) +
      (graceful.answered201 - graceful.stored) +
      (graceful.answered201 - graceful.delivered) +
      graceful.remailed +
      (graceful.exited ? 0 : 1)
    return { kind, crash, graceful, lost }
  } finally {
    database.stop()
  }
}

async function main() {
  const kinds = databaseKindsFromArguments()
  const results = []
  for (const kind of kinds) results.push(await run(kind))
  await writeBenchmarkSection(
    'crash-leads',
    [
      `### Leads through crashes (${new Date().toISOString().slice(0, 10)})`,
      '',
      `Command: \`npm run bench:crash-leads\`: ${CLIENTS} clients submit contact and partnership forms`,
      `without pause while the production server is killed with SIGKILL ${KILLS} times, 2-4 s apart,`,
      'and restarted. "No answer" are requests cut off by a kill (never told they arrived).',
      '',
      '| database | accepted (201) | stored | e-mailed | e-mailed twice | 5xx | no answer | integrity after each kill |',
      '|---|---|---|---|---|---|---|---|',
      ...results.map(
        ({ kind, crash }) =>
          `| ${databaseLabel(kind)} | ${crash.accepted} | ${crash.stored} | ${crash.delivered} | ${crash.duplicated} | ${crash.serverErrors} | ${crash.noAnswer} | ${crash.checks.join(', ')} |`,
      ),
      '',
      'Graceful stop: 200 submissions are posted at once; SIGTERM is sent when the first is answered',
      'and the mail server (1.5 s per message) is holding a team e-mail.',
      '',
      '| database | answered 201 of 200 | stored | e-mails in flight at SIGTERM | e-mailed before exit | e-mailed again after restart | all e-mailed | exit after SIGTERM |',
      '|---|---|---|---|---|---|---|---|',
      ...results.map(
        ({ kind, graceful }) =>
          `| ${databaseLabel(kind)} | ${graceful.answered201} | ${graceful.stored} | ${graceful.mailsInFlight} | ${graceful.mailedBeforeExit} | ${graceful.remailed} | ${graceful.delivered} | ${graceful.exited ? `${graceful.exitSeconds.toFixed(1)} s` : 'did not exit'} |`,
      ),
    ].join('\n'),
  )
  if (results.some((result) => result.lost > 0)) {
    console.error('Submissions were lost, refused with 5xx, or the server did not stop cleanly.')
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
