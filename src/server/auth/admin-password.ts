import 'server-only'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { serverConfig, usesPostgres } from '../config'
import { log } from '../log'

const LOCAL_PASSWORD_FILE = path.resolve('data', 'admin-password')

let cached: string | undefined

/**
 * The admin password: ADMIN_PASSWORD when set. A local run (SQLite) without it generates one,
 * keeps it in data/admin-password and prints it once, so a newcomer can sign in; a PostgreSQL
 * deployment must set it.
 */
export function adminPassword(): string {
  if (cached) return cached
  const config = serverConfig()
  if (config.ADMIN_PASSWORD) {
    cached = config.ADMIN_PASSWORD
  } else if (usesPostgres(config)) {
    throw new Error('ADMIN_PASSWORD: is required with PostgreSQL (12 or more characters)')
  } else if (existsSync(LOCAL_PASSWORD_FILE)) {
    cached = readFileSync(LOCAL_PASSWORD_FILE, 'utf8').trim()
  } else {
    cached = randomBytes(12).toString('base64url')
    mkdirSync(path.dirname(LOCAL_PASSWORD_FILE), { recursive: true })
    writeFileSync(LOCAL_PASSWORD_FILE, cached, { mode: 0o600 })
    // Printed once, when made; it stays in data/admin-password for later runs.
    console.log(
      `\n  Admin password for /admin (set ADMIN_PASSWORD to choose your own): ${cached}\n`,
    )
    log.warn('ADMIN_PASSWORD is not set: generated one in data/admin-password')
  }
  return cached
}

/** Compares in constant time (hashing first so lengths never leak). */
export function isAdminPassword(candidate: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(candidate), digest(adminPassword()))
}
