/**
 * `npm run check:standalone` (in `npm test`, after the build): proves the built server runs on its
 * own. It checks that nothing in .next/standalone/node_modules is a dev dependency (so
 * `npm install --omit=dev` is enough too), copies the folder to a temporary directory away from
 * the repository's node_modules, migrates a fresh SQLite file there with `node migrate.js`, starts
 * `node start.mjs` on CHECK_STANDALONE_PORT (3901) and expects: every route of /sitemap.xml 200,
 * an unknown path 404, /api/health 200, a contact submission 201, the chat assistant answering
 * in both languages from the model the build trained (not training its own), and a clean exit on
 * SIGTERM.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contact } from '../tests/support/test-leads'
import { loadedScripts } from './defer-scripts'

const root = path.resolve(__dirname, '..')
const standalone = path.join(root, '.next', 'standalone')
const port = Number(process.env.CHECK_STANDALONE_PORT ?? 3901)
const origin = `http://127.0.0.1:${port}`
const startedAt = Date.now()

function fail(message: string): never {
  throw new Error(message)
}

/** Packages copied into the standalone node_modules, by name (scoped ones as `@scope/name`). */
function copiedPackages(): string[] {
  const modules = path.join(standalone, 'node_modules')
  return readdirSync(modules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(path.join(modules, name)).map((child) => `${name}/${child}`)
        : [name],
    )
}

/** A package the server loads at run time must be installed by `npm install --omit=dev`. */
function checkNoDevDependencies() {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>
  }
  const devOnly = copiedPackages().filter((name) => lock.packages[`node_modules/${name}`]?.dev)
  if (devOnly.length)
    fail(
      `The server loads dev dependencies at run time: ${devOnly.join(', ')}. ` +
        'Move them to "dependencies" in package.json.',
    )
}

/** A copy of the folder where no parent directory holds a node_modules to fall back on. */
function copyBuild(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'fundlane-standalone-'))
  const app = path.join(directory, 'app')
  // Next links its external packages from .next/node_modules; the links are relative.
  cpSync(standalone, app, { recursive: true, verbatimSymlinks: true })
  return app
}

/** Only what an operator would set: no dev tools on PATH beyond node itself. */
function serverEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PATH: path.dirname(process.execPath),
    HOME: process.env.HOME,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    // Production refuses to start without these two chosen on purpose (a check on loopback
    // sends no mail and has no certificate).
    MAIL_TRANSPORT: 'log',
    ALLOW_INSECURE_SITE_URL: '1',
    // The first owner: production refuses to start without one while no account exists.
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
  }
}

const OWNER = { email: 'owner@standalone.test', password: 'standalone-owner-password' }

/** The owner signs in (better-auth and its scrypt run from the copied folder) and is known. */
async function checkSignIn() {
  const signIn = await fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(OWNER),
  })
  await signIn.arrayBuffer()
  if (signIn.status !== 204) fail(`POST /api/admin/session: expected 204, got ${signIn.status}`)
  const cookie = signIn.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ')
  const account = await fetch(`${origin}/api/admin/account`, { headers: { cookie } })
  const body = (await account.json()) as { email?: string; mustSetUpTwoFactor?: boolean }
  // Production's default (ADMIN_REQUIRE_TWO_FACTOR=owners) sends an owner to set up two-factor.
  if (account.status !== 200 || body.email !== OWNER.email || body.mustSetUpTwoFactor !== true) {
    fail(`GET /api/admin/account after sign-in: ${account.status} ${JSON.stringify(body)}`)
  }
  await expectStatus('/api/contacts', 403, { headers: { cookie } })
}

async function waitForHealth(server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`The server exited (${server.exitCode}):\n${output()}`)
    const response = await fetch(`${origin}/api/health`).catch(() => undefined)
    if (response?.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  fail(`The server did not answer /api/health within 30 s:\n${output()}`)
}

async function expectStatus(pathname: string, expected: number, init?: RequestInit) {
  const response = await fetch(`${origin}${pathname}`, { redirect: 'manual', ...init })
  await response.arrayBuffer()
  if (response.status !== expected)
    fail(`${init?.method ?? 'GET'} ${pathname}: expected ${expected}, got ${response.status}`)
}

async function checkRoutes() {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url = '']) => new URL(url).pathname,
  )
  if (paths.length === 0) fail('/sitemap.xml lists no routes')
  for (const pathname of paths) await expectStatus(pathname, 200)
  await expectStatus('/no-such-page-here', 404)
  await expectStatus('/api/health', 200)
  await expectStatus('/api/contact', 201, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contact),
  })
  return paths.length
}

/**
 * A page rendered per request reaches a browser with its scripts after the first paint
 * (deferred-pages.mjs), as a prerendered one does; the admin's keep Next's tags and their nonce.
 */
async function checkDeferredPages() {
  const asBrowser = { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }
  const pathname = '/tools/funding-readiness?country=ca&region=QC&years=under36'
  const page = await fetch(`${origin}${pathname}`, asBrowser)
  const html = await page.text()
  if (page.headers.get('content-encoding') !== 'gzip' || loadedScripts(html).length === 0)
    fail(`GET ${pathname} as a browser: sent without the script loader, or uncompressed`)
  if (/<script src="\/_next\/static\/[^"]+" async="">/.test(html))
    fail(`GET ${pathname} as a browser: Next's script tags were left in the page`)
  const admin = await (await fetch(`${origin}/admin`, asBrowser)).text()
  if (loadedScripts(admin).length > 0 || !/<script src="[^"]+"[^>]* nonce="/.test(admin))
    fail('GET /admin as a browser: its scripts lost their nonce')
}

/** The assistant answers in English and in French, from the model the build trained. */
async function checkAssistant(log: () => string) {
  if (/training (the model again|it now)/.test(log()))
    fail(`The server trained its own assistant model instead of the build's:\n${log()}`)
  for (const [message, language, expected] of [
    ['how fast can i get a merchant cash advance', 'en', /24-48 hours/],
    ['combien ça coûte?', 'fr', /gratuit/],
  ] as const) {
    const response = await fetch(`${origin}/api/chat/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': language },
      body: JSON.stringify({ message, timestamp: new Date().toISOString() }),
    })
    const body = (await response.json()) as { response?: string }
    if (response.status !== 200 || !expected.test(body.response ?? ''))
      fail(`POST /api/chat/message (${language}): ${response.status} ${JSON.stringify(body)}`)
  }
}

async function stop(server: ChildProcess, output: () => string) {
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const code = await Promise.race([
    exited,
    new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 20_000))),
  ])
  clearTimeout(timer)
  if (code === 'timeout') {
    server.kill('SIGKILL')
    fail('The server did not stop within 20 s of SIGTERM')
  }
  if (code !== 0) fail(`The server exited with ${code} on SIGTERM:\n${output()}`)
}

async function main() {
  if (!existsSync(path.join(standalone, 'start.mjs')))
    fail(`${standalone}/start.mjs is missing: run \`npm run build\` first.`)
  checkNoDevDependencies()
  const app = copyBuild()
  const databaseUrl = `file:${path.join(path.dirname(app), 'site.db')}`
  try {
    const migrate = spawnSync(process.execPath, ['migrate.js'], {
      cwd: app,
      env: serverEnvironment(databaseUrl),
      encoding: 'utf8',
    })
    if (migrate.status !== 0) fail(`node migrate.js failed:\n${migrate.stdout}${migrate.stderr}`)

    let log = ''
    const server = spawn(process.execPath, ['start.mjs'], {
      cwd: app,
      env: serverEnvironment(databaseUrl),
    })
    server.stdout.on('data', (chunk) => (log += chunk))
    server.stderr.on('data', (chunk) => (log += chunk))
    try {
      await waitForHealth(server, () => log)
      const routes = await checkRoutes()
      await checkDeferredPages()
      await checkAssistant(() => log)
      await checkSignIn()
      await stop(server, () => log)
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1)
      console.log(
        `Standalone build OK: migrated, served ${routes} sitemap routes (200), 404, health, ` +
          `contact 201, a page rendered per request with its scripts deferred, the assistant in both languages, owner sign-in, stopped on SIGTERM (${seconds} s, ${copiedPackages().length} packages).`,
      )
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    }
  } finally {
    rmSync(path.dirname(app), { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
