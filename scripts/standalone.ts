/**
 * Completes `.next/standalone` after `next build` so the folder runs on its own (README, Deploy):
 * Next leaves out the static assets, and the site adds its entry (start.mjs: graceful shutdown,
 * and deferred-pages.mjs, which gives pages rendered per request their scripts after the first
 * paint) and a compiled migration command (migrate.js) that needs no dev tools.
 */
import { cpSync, existsSync } from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'

export function completeStandalone(root: string) {
  const standalone = path.join(root, '.next', 'standalone')
  if (!existsSync(path.join(standalone, 'server.js')))
    throw new Error(
      `${standalone}/server.js is missing: is output: 'standalone' in next.config.ts?`,
    )
  // Served by server.js from these places (Next copies neither: a CDN could serve them instead).
  cpSync(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), {
    recursive: true,
  })
  if (existsSync(path.join(root, 'public')))
    cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true })
  cpSync(path.join(root, 'scripts', 'standalone', 'start.mjs'), path.join(standalone, 'start.mjs'))
  // Pages rendered per request get the prerendered pages' script loader on their way out.
  buildSync({
    entryPoints: [path.join(root, 'scripts', 'standalone', 'deferred-pages.ts')],
    outfile: path.join(standalone, 'deferred-pages.mjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
  })
  // The chat assistant's trained model (scripts/train-assistant.ts), loaded at start-up.
  cpSync(
    path.join(root, '.next', 'assistant-model.json'),
    path.join(standalone, '.next', 'assistant-model.json'),
  )
  buildSync({
    entryPoints: [path.join(root, 'scripts', 'migrate.ts')],
    outfile: path.join(standalone, 'migrate.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // `server-only` resolves to its empty module, as in the server build.
    conditions: ['react-server'],
    // Native or worker-based packages: loaded from the folder's node_modules, as server.js does.
    external: ['better-sqlite3', 'pg', 'pino'],
    // Relative paths (DATABASE_URL's default file:./data/app.db, .env files) mean the same folder
    // as for server.js, which changes to its own directory too.
    banner: { js: 'process.chdir(__dirname);' },
    logLevel: 'warning',
  })
}
