/** Whether the production build in .next matches the sources and the site settings. */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadEnvConfig } from '@next/env'
import { publicSiteVariables } from '../src/content/site'
import { markCompiledOnLoad } from './compile-hints'
import { deferScriptsInBuild } from './defer-scripts'
import { completeStandalone } from './standalone'

const root = path.resolve(__dirname, '..')
// Read .env files the way Next does, before the site settings are computed.
loadEnvConfig(root, false, { info: () => {}, error: console.error })
const buildIdFile = path.join(root, '.next', 'BUILD_ID')
const buildSettingsFile = path.join(root, '.next', 'site-settings.json')
const sourcePaths = [
  'src',
  'content',
  'public',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
]

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    stats.mtimeMs,
  )
}

function currentBuildSettings(): string {
  return JSON.stringify(
    Object.fromEntries(publicSiteVariables.map((name) => [name, process.env[name] ?? ''])),
  )
}

export function buildIsCurrent(): { current: boolean; reason: string } {
  if (!existsSync(buildIdFile)) return { current: false, reason: 'no production build yet' }
  const builtAt = statSync(buildIdFile).mtimeMs
  const sourcesChangedAt = Math.max(
    ...sourcePaths.map((entry) => newestModification(path.join(root, entry))),
  )
  if (sourcesChangedAt > builtAt)
    return { current: false, reason: 'sources changed since the last build' }
  const builtWith = existsSync(buildSettingsFile) ? readFileSync(buildSettingsFile, 'utf8') : ''
  if (builtWith !== currentBuildSettings())
    return { current: false, reason: 'site settings changed' }
  return { current: true, reason: '' }
}

export function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

export const nextBin = path.join(root, 'node_modules', '.bin', 'next')
export { root }

/**
 * Runs `next build`, completes the self-contained server in .next/standalone and records the site
 * settings it was built with.
 */
export function buildSite() {
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  run(path.join(root, 'node_modules', '.bin', 'tsx'), [
    '--conditions=react-server',
    'scripts/check-content.ts',
  ])
  run(nextBin, ['build'])
  // Prerendered pages load their scripts after the first paint (decision 0023), in .next and in
  // the self-contained copy Next made of it; the scripts they load at start-up are compiled as they
  // download (compile-hints.ts), before completeStandalone copies them.
  const startup = new Set<string>()
  for (const build of [root, path.join(root, '.next', 'standalone')])
    for (const source of deferScriptsInBuild(path.join(build, '.next', 'server', 'app')))
      startup.add(source)
  markCompiledOnLoad(path.join(root, '.next'), startup)
  run(path.join(root, 'node_modules', '.bin', 'tsx'), [
    '--conditions=react-server',
    'scripts/train-assistant.ts',
  ])
  completeStandalone(root)
  writeFileSync(buildSettingsFile, currentBuildSettings())
}
