/** Starts the production server for a benchmark on its own port and database, and stops it. */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { groupIsAlive, processGroup } from '../tests/support/process-group'

export type BenchServer = {
  url: string
  /** Sends `signal` to the server and every process it started. */
  signal: (signal: NodeJS.Signals) => void
  /** Resolves true once every process of the server has exited, false if it took longer. */
  waitForExit: (timeoutMs: number) => Promise<boolean>
  stop: () => Promise<void>
}

/** Process groups of the servers started here, killed if the benchmark itself is interrupted. */
const runningServers = new Set<number>()
for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.once(name, () => {
    for (const groupId of runningServers)
      if (groupIsAlive(groupId)) process.kill(-groupId, 'SIGKILL')
    process.exit(name === 'SIGINT' ? 130 : 143)
  })
}

export async function startBenchServer({
  port = 3300,
  env = {},
}: { port?: number; env?: Record<string, string> } = {}): Promise<BenchServer> {
  const dataDir = path.resolve('data', `bench-${port}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const child: ChildProcess = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`,
      ADMIN_EMAIL: 'owner@bench.test',
      ADMIN_PASSWORD: 'bench-admin-password',
      // The benchmarks sign in with a password only.
      ADMIN_REQUIRE_TWO_FACTOR: 'off',
      LOG_LEVEL: 'warn',
      // Required with PostgreSQL; on SQLite it replaces the generated secret file.
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      FORM_RATE_LIMIT: 'off',
      CHAT_RATE_LIMIT: 'off',
      CHAT_TRANSCRIPT_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
      throw new Error('the server did not start within 3 minutes')
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const groupId = child.pid!
  const { signal, waitForExit } = processGroup(groupId)
  runningServers.add(groupId)
  return {
    url,
    signal,
    waitForExit,
    stop: async () => {
      runningServers.delete(groupId)
      signal('SIGTERM')
      if (!(await waitForExit(20_000))) signal('SIGKILL')
    },
  }
}

/** Replaces the block between two markers in BENCHMARKS.md (adding it when missing). */
export async function writeBenchmarkSection(name: string, markdown: string) {
  const { readFileSync, writeFileSync, existsSync } = await import('node:fs')
  const file = path.resolve('BENCHMARKS.md')
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
  const block = `${start}\n${markdown.trim()}\n${end}`
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${current.trimEnd()}\n\n${block}\n`
  // Formatted as `npm run lint` expects (tables aligned).
  const prettier = await import('prettier')
  const options = await prettier.resolveConfig(file)
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }))
}
