import 'server-only'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { serverConfig } from '../config'
import { log } from '../log'

/**
 * The first owner's password in a local trial started without ADMIN_PASSWORD: generated once,
 * kept in DATA_DIR/admin-password (data/admin-password) and printed when made, so a newcomer can
 * sign in at /admin.
 */
export function localAdminPassword(email: string): string {
  const file = path.resolve(serverConfig().DATA_DIR, 'admin-password')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const password = randomBytes(12).toString('base64url')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, password, { mode: 0o600 })
  // Printed once, when made; it stays in the file for later runs.
  console.log(
    `\n  First owner for /admin: ${email}, password ${password}\n  (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`,
  )
  log.warn(`ADMIN_PASSWORD is not set: generated the first owner's password in ${file}`)
  return password
}
