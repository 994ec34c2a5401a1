/**
 * `npm run bench:script-sizes`: the script each public page loads, from the production build
 * (`npm run build` first): every chunk its prerendered HTML names, in Next's tags or in the
 * loader that adds them after the first paint, gzipped and summed. BASELINE=<folder> compares
 * with another checkout's build (for example an earlier commit in a `git worktree`) and records
 * the table in BENCHMARKS.md; without it the sizes are printed only. Exits 1 when a page grew by
 * more than BUDGET_BYTES (1 KB by default) over the baseline.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { writeBenchmarkSection } from './server'

const BUDGET_BYTES = Number(process.env.BUDGET_BYTES ?? 1024)
/** The pages the table names; every page is compared. */
const NAMED = ['/', '/blog/how-to-write-a-business-plan-step-by-step-guide', '/abl', '/lenders']
const NAMED_TOO = ['/partner-contact', '/contact-us', '/blog', '/terms-of-service']
/** Rendered per request or not a visitor's page. */
const SKIPPED = /^\/(admin|_global-error)/

const CHUNK = /\/_next\/static\/[^"'\s]+?\.js/g

/** Route → gzipped bytes of script, for every prerendered page of the build in `checkout`. */
export function scriptSizes(checkout: string): Map<string, number> {
  const app = path.join(checkout, '.next', 'server', 'app')
  if (!existsSync(app)) throw new Error(`No build in ${checkout}: run npm run build there first.`)
  const gzipped = new Map<string, number>()
  const sizeOf = (source: string) => {
    let size = gzipped.get(source)
    if (size === undefined) {
      const file = path.join(checkout, '.next', source.replace(/^\/_next\//, ''))
      size = gzipSync(readFileSync(file)).length
      gzipped.set(source, size)
    }
    return size
  }
  const pages = new Map<string, number>()
  for (const entry of readdirSync(app, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    const route =
      `/${path.relative(app, file).replace(/\.html$/, '')}`
        .replace(/\/\([^)]+\)/g, '')
        .replace(/\/index$/, '') || '/'
    if (SKIPPED.test(route)) continue
    const sources = new Set(readFileSync(file, 'utf8').match(CHUNK) ?? [])
    pages.set(
      route,
      [...sources].reduce((sum, source) => sum + sizeOf(source), 0),
    )
  }
  return pages
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const signed = (bytes: number) =>
  bytes === 0 ? '0 B' : `${bytes > 0 ? '+' : '−'}${Math.abs(bytes)} B`

function describe(checkout: string) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: checkout })
  return commit.toString().trim()
}

function main() {
  const now = scriptSizes(process.cwd())
  const baselineFolder = process.env.BASELINE
  if (!baselineFolder) {
    for (const [route, bytes] of [...now].sort()) console.log(`${kb(bytes).padStart(9)}  ${route}`)
    return
  }
  const before = scriptSizes(baselineFolder)
  const compared = [...now]
    .filter(([route]) => before.has(route))
    .map(([route, bytes]) => ({ route, before: before.get(route)!, now: bytes }))
  const grown = compared.filter((page) => page.now - page.before > BUDGET_BYTES)
  const largest = compared.reduce((most, page) =>
    Math.abs(page.now - page.before) > Math.abs(most.now - most.before) ? page : most,
  )
  const named = [...NAMED, ...NAMED_TOO]
    .map((route) => compared.find((page) => page.route === route))
    .filter((page) => page !== undefined)
  const table = [
    '| page | before | now | change |',
    '| --- | ---: | ---: | ---: |',
    ...named.map(
      (page) =>
        `| \`${page.route}\` | ${kb(page.before)} | ${kb(page.now)} | ${signed(page.now - page.before)} |`,
    ),
  ].join('\n')
  const summary = `${compared.length} pages compared; the largest change is ${signed(largest.now - largest.before)} (\`${largest.route}\`); ${grown.length} grew by more than ${BUDGET_BYTES} bytes.`
  console.log(table)
  console.log(summary)
  void writeBenchmarkSection(
    'script-sizes',
    `### Script per public page (${new Date().toISOString().slice(0, 10)})

Command: \`BASELINE=<checkout> npm run bench:script-sizes\` after \`npm run build\` in both: the
chunks each prerendered page names, gzipped and summed, in this build (\`${describe(process.cwd())}\`)
and in the baseline's (\`${describe(baselineFolder)}\`). Pages added since the baseline are not
compared.

${table}

${summary}`,
  ).then(() => {
    if (grown.length > 0) process.exit(1)
  })
}

main()
