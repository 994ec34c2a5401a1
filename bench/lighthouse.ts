/**
 * `npm run bench:lighthouse`: Lighthouse (mobile defaults) over every sitemap route that is not an
 * article, plus three articles; the median of RUNS runs per URL goes to BENCHMARKS.md. Each URL is
 * also loaded APPLIED_RUNS times (default 1, 0 to skip) with applied throttling (Chrome slows the
 * network and CPU while the page really loads) for one more LCP column: the default simulated
 * throttling estimates from an unthrottled load, see BENCHMARKS.md for why the two differ.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startBenchServer, writeBenchmarkSection } from './server'

const RUNS = Number(process.env.RUNS ?? 3)
const APPLIED_RUNS = Number(process.env.APPLIED_RUNS ?? 1)
const ARTICLES = [
  '/blog/what-is-an-sba-loan',
  '/blog/how-to-write-a-business-plan-step-by-step-guide',
  '/abl',
]

type Audit = { numericValue?: number }
type Report = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>
  audits: Record<
    string,
    Audit & { details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function runLighthouse(url: string, extraArguments: string[]): Report {
  const folder = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
  const output = path.join(folder, 'report.json')
  try {
    execFileSync(
      'node_modules/.bin/lighthouse',
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        ...extraArguments,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    return JSON.parse(readFileSync(output, 'utf8')) as Report
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated. */
function runWithRetries(url: string, extraArguments: string[] = [], attempts = 3): Report {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouse(url, extraArguments)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.warn(`Lighthouse failed on ${url}; trying again (${attempt} of ${attempts - 1})`)
    }
  }
}

async function main() {
  const server = await startBenchServer({ port: 3301 })
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
      .map(([, route]) => route!)
      .filter((route) => !route.startsWith('/blog/') && route !== '/abl')
    const rows: string[] = []
    for (const route of [...routes, ...ARTICLES]) {
      const reports = Array.from({ length: RUNS }, () => runWithRetries(`${server.url}${route}`))
      const appliedLcp = Array.from(
        { length: APPLIED_RUNS },
        () =>
          runWithRetries(`${server.url}${route}`, ['--throttling-method=devtools']).audits[
            'largest-contentful-paint'
          ]?.numericValue ?? 0,
      )
      const applied = APPLIED_RUNS > 0 ? `${(median(appliedLcp) / 1000).toFixed(2)} s` : 'not run'
      const score = (key: keyof Report['categories']) =>
        Math.round(median(reports.map((report) => report.categories[key].score * 100)))
      const metric = (key: string) =>
        median(reports.map((report) => report.audits[key]?.numericValue ?? 0))
      const bytes = (type?: string) =>
        median(
          reports.map((report) =>
            (report.audits['network-requests']?.details?.items ?? [])
              .filter((item) => !type || item.resourceType === type)
              .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          ),
        )
      const row = `| ${route} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(metric('first-contentful-paint') / 1000).toFixed(2)} s | ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s | ${applied} | ${Math.round(metric('total-blocking-time'))} ms | ${metric('cumulative-layout-shift').toFixed(3)} | ${Math.round(bytes() / 1024)} KB | ${Math.round(bytes('Script') / 1024)} KB |`
      console.log(row)
      rows.push(row)
    }
    await writeBenchmarkSection(
      'lighthouse',
      [
        `### Lighthouse, mobile (median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)})`,
        '',
        'Command: `npm run bench:lighthouse` (Lighthouse 12, Debian Chromium, production build, local server).',
        `Every column but one is Lighthouse's default (simulated throttling); "LCP, applied" is the median of ${APPLIED_RUNS} run(s) with \`--throttling-method=devtools\`.`,
        '',
        '| route | performance | accessibility | best practices | SEO | FCP | LCP | LCP, applied | TBT | CLS | total transferred | script transferred |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
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
