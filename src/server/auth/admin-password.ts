import 'server-only'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { log } from '../log'

const LOCAL_PASSWORD_FILE = path.resolve('data', 'admin-password')

/**
 * The first owner's password in a local trial started without ADMIN_PASSWORD: generated once,
 * kept in data/admin-password and printed when made, so a newcomer can sign in at /admin.
 */
export function localAdminPassword(email: string): string {
  if (existsSync(LOCAL_PASSWORD_FILE)) return readFileSync(LOCAL_PASSWORD_FILE, 'utf8').trim()
  const password = randomBytes(12).toString('base64url')
  mkdirSync(path.dirname(LOCAL_PASSWORD_FILE), { recursive: true })
  writeFileSync(LOCAL_PASSWORD_FILE, password, { mode: 0o600 })
  // Printed once, when made; it stays in data/admin-password for later runs.
  console.log(
    `\n  First owner for /admin: ${email}, password ${password}\n  (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`,
  )
  log.warn("ADMIN_PASSWORD is not set: generated the first owner's password in data/admin-password")
  return password
}
