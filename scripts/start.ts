/**
 * `npm start`: builds the production bundle when it is missing or older than the sources (or was
 * built with other site settings), then serves on PORT (3000). The server migrates the database
 * and starts the outbox worker as it starts (src/instrumentation.ts).
 */
import { spawn } from 'node:child_process'
import { buildIsCurrent, buildSite, nextBin, root } from './build-state'

process.env.NEXT_TELEMETRY_DISABLED = '1'
// The server drains requests and deliveries on SIGTERM/SIGINT itself (src/server/startup.ts).
process.env.NEXT_MANUAL_SIG_HANDLE = 'true'

// `next start` always runs with NODE_ENV=production, so whether the operator asked for production
// is decided here: NODE_ENV=production set by whoever runs `npm start` applies the production
// checks (src/server/config.ts); without it, this is a local trial (decision 0016).
if (process.env.NODE_ENV === 'production') delete process.env.LOCAL_TRIAL
else process.env.LOCAL_TRIAL = '1'

const { current, reason } = buildIsCurrent()
if (!current) {
  console.log(`Building the site (${reason})...`)
  buildSite()
}

const port = process.env.PORT ?? '3000'
// `next start` warns that it does not work with output: 'standalone'; it does (decision 0015).
// Deployments run the standalone copy instead: README, Deploy.
const server = spawn(nextBin, ['start', '--port', port], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
