import 'server-only'
import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { serverConfig, usesPostgres } from './config'
import { log } from './log'

let cachedSecret: string | undefined

/**
 * The server's signing secret: SESSION_SECRET when set. Without it, a local run (SQLite) makes one
 * and keeps it in DATA_DIR/session-secret (data/session-secret) so links and sessions survive
 * restarts; a PostgreSQL deployment, which may run several instances, must set it so they all agree.
 */
export function serverSecret(): string {
  if (cachedSecret) return cachedSecret
  const config = serverConfig()
  if (config.SESSION_SECRET) {
    cachedSecret = config.SESSION_SECRET
  } else if (usesPostgres(config)) {
    throw new Error(
      'SESSION_SECRET: is required with PostgreSQL (set 32 or more random characters)',
    )
  } else {
    const file = path.resolve(config.DATA_DIR, 'session-secret')
    if (existsSync(file)) {
      cachedSecret = readFileSync(file, 'utf8').trim()
    } else {
      cachedSecret = randomBytes(32).toString('base64url')
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, cachedSecret, { mode: 0o600 })
      log.warn(`SESSION_SECRET is not set: generated one in ${file} for this machine`)
    }
  }
  return cachedSecret
}

/** A key for one purpose, derived from the server secret, so purposes never share a key. */
export function derivedKey(purpose: string): Buffer {
  return createHmac('sha256', serverSecret()).update(purpose).digest()
}
