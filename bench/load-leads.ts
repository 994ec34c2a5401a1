/**
 * `npm run bench:load-leads [-- sqlite|postgres ...]`: autocannon posts 20,000 contact and
 * partnership submissions (each with a unique marker) at 100 connections to the production server,
 * then checks that every accepted one is stored and reached the team's mail server:
 * `accepted N, stored N, delivered N, 5xx 0`. Results go to BENCHMARKS.md; exits 1 on any loss.
 */
import autocannon from 'autocannon'
import type { DatabaseKind } from '../src/server/db/client'
import {
  countDelivered,
  countStoredLeads,
  createBenchDatabase,
  databaseKindsFromArguments,
  databaseLabel,
  markedLeadRequests,
  startLeadMailbox,
  waitForDeliveries,
} from './leads'
import { startBenchServer, writeBenchmarkSection, type BenchServer } from './server'

const SUBMISSIONS = Number(process.env.SUBMISSIONS ?? 20_000)
const CONNECTIONS = 100
const PORT = 3303
const SMTP_PORT = 2530

async function run(kind: DatabaseKind) {
  const database = createBenchDatabase(kind, 'bench-load-leads')
  const mailbox = await startLeadMailbox(SMTP_PORT)
  let server: BenchServer | undefined
  try {
    server = await startBenchServer({
      port: PORT,
      env: { DATABASE_URL: database.url, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` },
    })
    const { requests, accepted, statuses } = markedLeadRequests('load')
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      amount: SUBMISSIONS,
      timeout: 30,
      requests,
    })
    const serverErrors = [...statuses].reduce(
      (sum, [status, count]) => sum + (status >= 500 ? count : 0),
      0,
    )
    const undelivered = await waitForDeliveries(database.url, 300_000)
    // The last e-mails may still be in the mail server's hands when the outbox marks them sent.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const { stored } = await countStoredLeads(database.url, accepted)
    const { delivered, duplicated } = countDelivered(accepted, mailbox.mailsPerLead)
    const summary = `accepted ${accepted.size}, stored ${stored}, delivered ${delivered}, 5xx ${serverErrors}`
    console.log(`${kind}: ${summary}`)
    return {
      kind,
      summary,
      lost: accepted.size - stored + (accepted.size - delivered) + serverErrors + undelivered,
      row: [
        databaseLabel(kind),
        result.requests.sent,
        accepted.size,
        stored,
        delivered,
        duplicated,
        serverErrors,
        result.errors + result.timeouts,
        Math.round(result.requests.average),
        `${result.latency.p50} ms`,
        `${result.latency.p99} ms`,
      ].join(' | '),
    }
  } finally {
    await server?.stop()
    await mailbox.close()
    database.stop()
  }
}

async function main() {
  const kinds = databaseKindsFromArguments()
  const results = []
  for (const kind of kinds) results.push(await run(kind))
  await writeBenchmarkSection(
    'load-leads',
    [
      `### Leads under load (${new Date().toISOString().slice(0, 10)})`,
      '',
      `Command: \`npm run bench:load-leads\`: autocannon, ${CONNECTIONS} connections, ${SUBMISSIONS.toLocaleString('en-US')}`,
      'submissions alternating contact and partnership, each with a unique marker, against the',
      'production server (rate limits off, team e-mail to a local SMTP server).',
      '"Delivered" counts leads whose team e-mail reached the mail server; "twice" those that got',
      'it more than once.',
      '',
      '| database | sent | accepted (201) | stored | delivered | twice | 5xx | errors | requests/s | p50 | p99 |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...results.map((result) => `| ${result.row} |`),
    ].join('\n'),
  )
  if (results.some((result) => result.lost > 0)) {
    console.error('Submissions were lost or refused with 5xx.')
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
