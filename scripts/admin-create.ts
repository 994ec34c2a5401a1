/**
 * `npm run admin:create -- --email a@b.c --role owner|member [--name "Ada"] [--password-stdin]`:
 * creates a team account in the database named by DATABASE_URL. The password is read from standard
 * input with --password-stdin (so it stays out of the shell's history); otherwise one is generated
 * and printed once. The account is an audit event by nobody, "via shell".
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { loadEnvConfig } from '@next/env'
import { EMAIL_PATTERN } from '../src/lib/schemas/fields'
import { recordAudit } from '../src/server/audit/audit'
import { createTeamMember } from '../src/server/auth/accounts'
import { database } from '../src/server/db/client'
import { migrateToLatest } from '../src/server/db/migrate'
import { HttpError } from '../src/server/http/errors'

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

const USAGE =
  'Usage: npm run admin:create -- --email someone@example.com --role owner|member [--name "Their Name"] [--password-stdin]'

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean' },
    },
  })
  const { email, role } = values
  if (!email || !EMAIL_PATTERN.test(email)) {
    throw new Error(`Please give an e-mail address with --email.\n${USAGE}`)
  }
  if (role !== 'owner' && role !== 'member') {
    throw new Error(`Please give --role owner or --role member.\n${USAGE}`)
  }
  const generated = !values['password-stdin']
  const password = generated ? randomBytes(15).toString('base64url') : await readStdin()

  const { db } = database()
  await migrateToLatest(db)
  const account = await createTeamMember({ email, name: values.name ?? '', password, role })
  await recordAudit(db, {
    action: 'account.created',
    actor: null,
    target: { type: 'account', id: account.id },
    detail: { email: account.email, role, via: 'shell' },
  })
  console.log(`Created ${role} ${account.email}.`)
  if (generated) {
    console.log(`Password (shown once; change it on the Account tab): ${password}`)
  }
  await db.destroy()
}

main().catch((error) => {
  console.error(error instanceof HttpError || error instanceof Error ? error.message : error)
  process.exit(1)
})
