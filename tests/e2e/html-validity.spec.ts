import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createNewsletterToken } from '@/server/newsletter/tokens'
import { E2E_SESSION_SECRET } from './database'
import { expect, test } from './fixtures'

// Links are signed with the server's key, as the server signs them.
process.env.SESSION_SECRET = E2E_SESSION_SECRET

/** The Nu Html Checker (the W3C validator) from the vnu-jar package; it runs on Java 17+. */
const VNU_JAR = path.join(
  path.dirname(require.resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
)

/**
 * Public pages the sitemap leaves out (a duplicate address, the newsletter link pages), the 404
 * screen for an unknown address, the Coming Soon screen for an unknown article and the admin
 * sign-in page.
 */
const PAGES_BESIDE_THE_SITEMAP = [
  '/privacy-and-terms',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  // With a good token the link pages show their button's form (decision 0017).
  `/newsletter/confirm?token=${createNewsletterToken(randomUUID(), 'confirm')}`,
  `/newsletter/unsubscribe?token=${createNewsletterToken(randomUUID(), 'unsubscribe')}`,
  // The offer check rendered with offers from its address: three side by side, one with an
  // error at its field (decision 0033).
  '/tools/offer-check?1.kind=salesBased&1.amount=50000&1.factor=1.35&1.payment=450&1.withheldFee=3' +
    '&2.kind=termLoan&2.amount=50000&2.rate=9&2.term=24&3.kind=factoring&3.amount=abc',
  '/fr/outils/verifier-une-offre?1.kind=lineOfCredit&1.amount=50000&1.frequency=once&1.days=90&1.rate=12',
  '/no-such-page',
  '/blog/some-unknown-article',
  '/fr/page-inconnue',
  '/fr/blogue/article-inconnu',
  '/admin',
  // The readiness check with its result, rendered from the address (issue 39).
  '/tools/funding-readiness?country=ca&region=QC&years=under36&revenue=under50k&credit=fair&purpose=cashflow&speed=weeks&documents=registration,statements',
  '/fr/outils/preparation-au-financement?country=us&region=CA&years=under12&assets=cards&purpose=cashflow&speed=days',
]

type NuMessage = {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

test('every page is valid HTML to the W3C Nu checker', async ({ request }, testInfo) => {
  // Java starts once for all the pages: starting it takes seconds.
  test.setTimeout(120_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname,
  )
  expect(sitemapPaths.length).toBeGreaterThan(10)

  const routeOfFile = new Map<string, string>()
  for (const route of [...sitemapPaths, ...PAGES_BESIDE_THE_SITEMAP]) {
    const response = await request.get(route)
    expect([200, 404], route).toContain(response.status())
    const name = route.slice(1).replace(/\?.*/, '-with-token').replaceAll('/', '__')
    const file = testInfo.outputPath(`${name || 'index'}.html`)
    writeFileSync(file, await response.text())
    routeOfFile.set(file, route)
  }

  const nu = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...routeOfFile.keys()],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (nu.error) {
    throw new Error(
      `Could not run Java for the HTML checker (${nu.error.message}). ` +
        'Install a Java runtime: apt-get install default-jre-headless (.ci/run does this).',
    )
  }
  let messages: NuMessage[]
  try {
    messages = (JSON.parse(nu.stdout) as { messages: NuMessage[] }).messages
  } catch {
    throw new Error(`The HTML checker failed (exit ${nu.status}): ${nu.stdout}${nu.stderr}`)
  }
  const errors = messages.map(({ type, url, lastLine, message }) => {
    const file = fileURLToPath(url)
    const where = `${routeOfFile.get(file) ?? url} (${path.basename(file)}:${lastLine ?? '?'})`
    return `${where} ${type}: ${message}`
  })
  expect(errors, "The Nu checker found errors (each page is in this test's output folder)").toEqual(
    [],
  )
})
