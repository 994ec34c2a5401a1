/**
 * `npm run test:e2e:repeat -- [spec...] [playwright options]`: a flake detector. Runs the given
 * browser specs (the whole suite without any) E2E_REPEAT times each (default 3) with two workers,
 * while E2E_REPEAT_BURNERS processes (default 1) keep cores busy, so that a test racing a timer, an
 * overlay or a slow machine fails here before it fails someone else. The burners are stopped by
 * their process id when the run ends, pass or fail (decision 0030).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '..')

function count(name: string, fallback: number): number {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  if (!/^\d+$/.test(value)) {
    console.error(`${name}: use a whole number (got "${value}")`)
    process.exit(2)
  }
  return Number(value)
}

const repeat = Math.max(1, count('E2E_REPEAT', 3))
const burnerCount = count('E2E_REPEAT_BURNERS', 1)

/** Keeps one core busy until it is killed, or until this script is gone (checked now and then). */
const BURNER = `const parent = ${process.pid}
for (let turn = 1; ; turn += 1) {
  if (turn % 1e8 === 0) try { process.kill(parent, 0) } catch { process.exit() }
}`

function startBurner(): ChildProcess {
  return spawn(process.execPath, ['-e', BURNER], { stdio: 'ignore' })
}

const burners = Array.from({ length: burnerCount }, startBurner)
function stopBurners() {
  for (const burner of burners) {
    if (burner.exitCode === null && burner.signalCode === null) burner.kill('SIGKILL')
  }
}
process.on('exit', stopBurners)

console.log(
  `Each test ${repeat} times, 2 workers, ${burnerCount} busy core(s) beside them ` +
    `(burner process ${burners.map((burner) => burner.pid).join(', ') || 'none'}).`,
)
const playwright = spawn(
  path.join(root, 'node_modules', '.bin', 'playwright'),
  ['test', `--repeat-each=${repeat}`, '--workers=2', ...process.argv.slice(2)],
  // A failure here keeps its trace (playwright.config.ts), to see the race it lost.
  { cwd: root, stdio: 'inherit', env: { E2E_TRACE: '1', ...process.env } },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => playwright.kill(signal))
}
playwright.on('exit', (code, signal) => {
  stopBurners()
  process.exit(code ?? (signal ? 1 : 0))
})
