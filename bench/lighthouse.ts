/**
 * `npm run bench:lighthouse`: Lighthouse (mobile defaults) over every sitemap route that is not an
 * article, in both languages, plus three articles and their French twins; the median of RUNS runs
 * per URL goes to BENCHMARKS.md. Each URL is also loaded APPLIED_RUNS times (default 1, 0 to skip)
 * with applied throttling (Chrome slows the network and CPU while the page really loads) for one
 * more LCP column: the default simulated throttling estimates from an unthrottled load, see
 * BENCHMARKS.md for why the two differ.
 * Every route is also measured against its own no-JavaScript limit (bench/no-script-proxy.ts), and
 * the table gives the ratios. ROUTES=/,/abl measures only those routes (printed, not recorded).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FRENCH_BLOG } from '../src/content/french-routes'
import { startNoScriptProxy } from './no-script-proxy'
import { startBenchServer, writeBenchmarkSection } from './server'

const RUNS = Number(process.env.RUNS ?? 3)
const APPLIED_RUNS = Number(process.env.APPLIED_RUNS ?? 1)
const ARTICLES = [
  '/blog/what-is-an-sba-loan',
  '/blog/how-to-write-a-business-plan-step-by-step-guide',
  '/abl',
]

/** An article's address: English under /blog/ (and /abl), French under the French blog. */
const isArticle = (route: string) =>
  route.startsWith('/blog/') || route.startsWith(`${FRENCH_BLOG}/`) || route === '/abl'

/** A page's French twin, as the sitemap's `hreflang="fr-CA"` alternate of its entry names it. */
function frenchTwin(sitemap: string, route: string): string {
  const entry = sitemap
    .split('<url>')
    .find((block) => new RegExp(`<loc>https?://[^/]+${route}</loc>`).test(block))
  const twin = entry && /hreflang="fr-CA" href="https?:\/\/[^/]+(\/[^"]*)"/.exec(entry)
  if (!twin) throw new Error(`the sitemap names no French twin of ${route}`)
  return twin[1]!
}

type Audit = { numericValue?: number }
type Report = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>
  audits: Record<
    string,
    Audit & { details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  environment?: { benchmarkIndex?: number }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/**
 * One Lighthouse run. Asynchronous on purpose: the no-JavaScript proxy answers from this process,
 * so a synchronous child would block it and the page would never load.
 */
async function runLighthouse(url: string, extraArguments: string[]): Promise<Report> {
  const folder = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
  const output = path.join(folder, 'report.json')
  try {
    await promisify(execFile)(
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
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    return JSON.parse(readFileSync(output, 'utf8')) as Report
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated. */
async function runWithRetries(
  url: string,
  extraArguments: string[] = [],
  attempts = 3,
): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, extraArguments)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.warn(`Lighthouse failed on ${url}; trying again (${attempt} of ${attempts - 1})`)
    }
  }
}

type Measured = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  appliedLcp?: number
  tbt: number
  /** Time to Interactive: when the main thread is quiet and the page can answer input. */
  interactive: number
  cls: number
  bytes: number
  scriptBytes: number
  /** How fast the machine was while the page was measured: TBT grows as this falls. */
  cpuIndex: number
}

/** A build of the site to measure: its server and the no-JavaScript proxy in front of it. */
type Target = { label: string; origin: string; limitOrigin: string }

/**
 * One route on every target, RUNS times, interleaved: each run measures every target's page and
 * its limit in turn (page, limit, other page, other limit...), so a slower or faster stretch of the
 * machine falls on all of them alike; then APPLIED_RUNS applied-throttling runs of each page.
 */
async function measureRoute(route: string, targets: Target[]) {
  const reports = targets.map(() => ({ pages: [] as Report[], limits: [] as Report[] }))
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, target] of targets.entries()) {
      reports[index]!.pages.push(await runWithRetries(`${target.origin}${route}`))
      reports[index]!.limits.push(await runWithRetries(`${target.limitOrigin}${route}`))
    }
  }
  const results = []
  for (const [index, target] of targets.entries()) {
    const applied: number[] = []
    for (let run = 0; run < APPLIED_RUNS; run += 1) {
      const report = await runWithRetries(`${target.origin}${route}`, [
        '--throttling-method=devtools',
      ])
      applied.push(report.audits['largest-contentful-paint']?.numericValue ?? 0)
    }
    const { pages, limits } = reports[index]!
    results.push({
      target,
      page: summarize(pages, applied.length ? median(applied) : undefined),
      limit: summarize(limits),
      pageTbts: pages.map(tbtOf),
      limitTbts: limits.map(tbtOf),
    })
  }
  return results
}

const tbtOf = (report: Report) =>
  Math.round(report.audits['total-blocking-time']?.numericValue ?? 0)

/** The medians of a set of reports of one URL. */
function summarize(reports: Report[], appliedLcp?: number): Measured {
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
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    appliedLcp,
    tbt: metric('total-blocking-time'),
    interactive: metric('interactive'),
    cls: metric('cumulative-layout-shift'),
    bytes: bytes(),
    scriptBytes: bytes('Script'),
    cpuIndex: median(reports.map((report) => report.environment?.benchmarkIndex ?? 0)),
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
/** A figure over its no-JavaScript limit; TBT under 50 ms on both sides counts as equal. */
const over = (value: number, limit: number, floor = 0) =>
  Math.max(value, floor) / Math.max(limit, floor, 1)
const ratio = (value: number, limit: number, floor = 0) =>
  `${over(value, limit, floor).toFixed(2)}x`

function row(route: string, measured: Measured, limit?: Measured): string {
  const cells = [
    route,
    measured.performance,
    measured.accessibility,
    measured.bestPractices,
    measured.seo,
    seconds(measured.fcp),
    seconds(measured.lcp),
    limit ? ratio(measured.lcp, limit.lcp) : '',
    measured.appliedLcp === undefined ? '' : seconds(measured.appliedLcp),
    `${Math.round(measured.tbt)} ms`,
    limit ? ratio(measured.tbt, limit.tbt, 50) : '',
    seconds(measured.interactive),
    measured.cls.toFixed(3),
    `${Math.round(measured.bytes / 1024)} KB`,
    `${Math.round(measured.scriptBytes / 1024)} KB`,
    Math.round(measured.cpuIndex),
  ]
  return `| ${cells.join(' | ')} |`
}

/**
 * COMPARE_ORIGIN=http://localhost:4400 COMPARE_LABEL=before also measures the same routes on another
 * server (an alternative build of the site), each against its own limit, interleaved with this
 * build's runs. Both take a comma-separated list to compare several builds at once.
 */
const compared = (process.env.COMPARE_ORIGIN ?? '')
  .split(',')
  .filter(Boolean)
  .map((origin, index) => ({
    origin,
    label: process.env.COMPARE_LABEL?.split(',')[index] ?? `compared ${index + 1}`,
  }))

async function main() {
  const server = await startBenchServer({ port: 3301 })
  const proxy = await startNoScriptProxy(server.url, 3302)
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    const routes = process.env.ROUTES
      ? process.env.ROUTES.split(',')
      : [
          ...[...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
            .map(([, route]) => route!)
            .filter((route) => !isArticle(route)),
          ...ARTICLES,
          ...ARTICLES.map((route) => frenchTwin(sitemap, route)),
        ]
    const proxies = await Promise.all(
      compared.map(({ origin }, index) => startNoScriptProxy(origin, 3303 + index)),
    )
    const targets: Target[] = [
      { label: '', origin: server.url, limitOrigin: proxy.url },
      ...compared.map(({ label, origin }, index) => ({
        label: ` (${label})`,
        origin,
        limitOrigin: proxies[index]!.url,
      })),
    ]
    const rows: string[] = []
    try {
      for (const route of routes) {
        for (const { target, page, limit, pageTbts, limitTbts } of await measureRoute(
          route,
          targets,
        )) {
          const name = `${route}${target.label}`
          const lines = [row(name, page, limit), row(`${name} (no-JavaScript limit)`, limit)]
          rows.push(...lines)
          console.log(lines.join('\n'))
          // Every run's TBT, so a reader can see the spread the median hides.
          // Each run's page over the limit measured right after it, which a slow stretch of the
          // machine moves less than the ratio of two medians.
          const paired = pageTbts.map((tbt, run) => over(tbt, limitTbts[run]!, 50))
          if (RUNS > 1)
            console.log(
              `  TBT runs: page ${pageTbts.join(', ')}; limit ${limitTbts.join(', ')}; median of paired ratios ${median(paired).toFixed(2)}x`,
            )
        }
      }
    } finally {
      await Promise.all(proxies.map((compareProxy) => compareProxy.close()))
    }
    // A partial or comparison run is printed only; BENCHMARKS.md keeps full runs.
    if (process.env.ROUTES || compared.length > 0) return
    await writeBenchmarkSection(
      'lighthouse',
      [
        `### Lighthouse, mobile (median of ${RUNS} run${RUNS === 1 ? '' : 's'}, ${new Date().toISOString().slice(0, 10)})`,
        '',
        'Command: `npm run bench:lighthouse` (Lighthouse 12, Debian Chromium, production build, local server).',
        APPLIED_RUNS > 0
          ? `Every column but one is Lighthouse's default (simulated throttling); "LCP, applied" is the median of ${APPLIED_RUNS} run(s) with \`--throttling-method=devtools\`.`
          : "Every column is Lighthouse's default (simulated throttling); the applied-throttling column is empty (`APPLIED_RUNS=0`).",
        'Each route is followed by its no-JavaScript limit: the same page with every `<script>` and script preload removed, through a local proxy (`bench/no-script-proxy.ts`) that passes everything else through, measured in the same run. "÷ limit" is the page over that row (TBT below 50 ms counts as 50 on both sides). "CPU index" is Lighthouse\'s `benchmarkIndex` for those runs (higher is faster): TBT is CPU time, so a route measured while the machine was slower shows a higher TBT.',
        '',
        '| route | performance | accessibility | best practices | SEO | FCP | LCP | LCP ÷ limit | LCP, applied | TBT | TBT ÷ limit | TTI | CLS | total transferred | script transferred | CPU index |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    )
  } finally {
    await proxy.close()
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
