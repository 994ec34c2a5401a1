/**
 * `npm start`: builds the production bundle when it is missing or older than the sources (or was
 * built with other site settings), then serves on PORT (3000) with the self-contained server the
 * build writes, the one a deployment runs (`.next/standalone/start.mjs`, README, Deploy). The server
 * migrates the database and starts the outbox worker as it starts (src/instrumentation.ts).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildIsCurrent, buildSite, root } from './build-state'

process.env.NEXT_TELEMETRY_DISABLED = '1'

// The built server always runs with NODE_ENV=production, so whether the operator asked for
// production is decided here: NODE_ENV=production set by whoever runs `npm start` applies the
// production checks (src/server/config.ts); without it, this is a local trial (decision 0016).
if (process.env.NODE_ENV === 'production') delete process.env.LOCAL_TRIAL
else process.env.LOCAL_TRIAL = '1'

const { current, reason } = buildIsCurrent()
if (!current) {
  console.log(`Building the site (${reason})...`)
  buildSite()
}

/**
 * A SQLite address relative to the repository, made absolute: the built server changes to its own
 * folder, which the next build replaces. Other addresses are kept as they are.
 */
function databaseUrlFromRepository(url: string | undefined): string | undefined {
  if (!url?.trim().startsWith('file:')) return url
  const location = url.trim().slice('file:'.length)
  return location === ':memory:' ? url : `file:${path.resolve(root, location)}`
}

const server = spawn(process.execPath, [path.join(root, '.next', 'standalone', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '3000',
    // Every interface, as `next start` listens; a HOSTNAME the shell sets to the machine's name
    // is not an address to listen on.
    HOSTNAME: '0.0.0.0',
    // The local trial's files stay in the repository's data/ (README, Run it), across builds.
    DATA_DIR: path.resolve(root, process.env.DATA_DIR || 'data'),
    DATABASE_URL: databaseUrlFromRepository(process.env.DATABASE_URL),
  },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
