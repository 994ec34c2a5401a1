/**
 * `npm run bench:load`: autocannon (50 connections, 10 s each) against the home page, an article,
 * POST /api/contact, POST /api/chat/message and the admin contact list with 10,000 submissions
 * seeded; requests per second and p50/p99 latency go to BENCHMARKS.md.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import autocannon from 'autocannon'
import { startBenchServer, writeBenchmarkSection } from './server'

const CONNECTIONS = 50
const DURATION_SECONDS = Number(process.env.DURATION ?? 10)

type Target = {
  name: string
  path: string
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
}

async function measure(url: string, target: Target) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
  })
  return {
    name: target.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

async function main() {
  const port = 3302
  const server = await startBenchServer({ port })
  try {
    const seeded = spawnSync(
      'node_modules/.bin/tsx',
      ['--conditions=react-server', 'scripts/seed-contacts.ts', '10000'],
      {
        env: {
          ...process.env,
          DATABASE_URL: `file:${path.resolve('data', `bench-${port}`, 'bench.db')}`,
        },
        stdio: 'inherit',
      },
    )
    if (seeded.status !== 0) throw new Error('seeding failed')
    const signIn = await fetch(`${server.url}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'owner@bench.test', password: 'bench-admin-password' }),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(';')[0])
      .join('; ')
    if (!cookie) throw new Error(`admin sign-in failed with ${signIn.status}`)

    const contact = JSON.stringify({
      firstName: 'Load',
      lastName: 'Test',
      email: 'load@example.com',
      phone: '555-0100',
      company: 'Bench',
      message: 'Benchmark message',
    })
    const targets: Target[] = [
      { name: 'GET / (prerendered)', path: '/' },
      { name: 'GET /blog/what-is-an-sba-loan', path: '/blog/what-is-an-sba-loan' },
      { name: 'POST /api/contact (SQLite)', path: '/api/contact', method: 'POST', body: contact },
      {
        name: 'POST /api/chat/message',
        path: '/api/chat/message',
        method: 'POST',
        body: JSON.stringify({
          message: 'How fast can I get a merchant cash advance?',
          timestamp: new Date().toISOString(),
        }),
      },
      {
        name: 'GET /api/contacts, first page of 10,000 (signed in)',
        path: '/api/contacts?page=1&pageSize=24',
        headers: { cookie },
      },
    ]
    const rows: string[] = []
    for (const target of targets) {
      const result = await measure(server.url, target)
      const row = `| ${result.name} | ${result.rps} | ${result.p50} ms | ${result.p99} ms | ${result.non2xx} | ${result.errors} |`
      console.log(row)
      rows.push(row)
    }
    await writeBenchmarkSection(
      'load',
      [
        `### Load (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${new Date().toISOString().slice(0, 10)})`,
        '',
        'Command: `npm run bench:load` (production build, embedded SQLite, rate limits off, 10,000 seeded submissions).',
        '',
        '| target | requests/s | p50 | p99 | non-2xx | errors |',
        '|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    )
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
