/** What `npm run privacy:export` and `npm run privacy:erase` share: arguments, database, audit actor. */
import { parseArgs } from 'node:util'
import { loadEnvConfig } from '@next/env'
import { subjectRequestSchema } from '../src/lib/schemas/subject-request'
import { database } from '../src/server/db/client'
import type { SubjectRequester } from '../src/server/privacy/subject-requests'

/** A shell command acts for whoever runs it: no team member, marked as coming from the shell. */
export const shellRequester: SubjectRequester = { actor: null, via: 'shell' }

type Extra = { out?: string; yes?: boolean }

/**
 * Reads `--email` (and `--out` or `--yes` when the command `accepts` them) and opens the database
 * DATABASE_URL names, then runs `work`; a wrong argument ends the process with its message and
 * status 2, a failure with status 1.
 */
export function runPrivacyCommand(
  usage: string,
  accepts: (keyof Extra)[],
  work: (email: string, extra: Extra, db: ReturnType<typeof database>['db']) => Promise<void>,
) {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
  const refuse = (message: string): never => {
    console.error(`${message}\nUsage: ${usage}`)
    process.exit(2)
  }
  let values: Extra & { email?: string } = {}
  try {
    values = parseArgs({
      options: { email: { type: 'string' }, out: { type: 'string' }, yes: { type: 'boolean' } },
      strict: true,
    }).values
  } catch (error) {
    refuse(error instanceof Error ? error.message : String(error))
  }
  const unexpected = (['out', 'yes'] as const).find(
    (name) => values[name] !== undefined && !accepts.includes(name),
  )
  if (unexpected) refuse(`--${unexpected} does not go with this command.`)
  const checked = subjectRequestSchema.safeParse({ email: values.email })
  if (!checked.success) refuse(`--email: ${checked.error?.issues[0]?.message}`)
  const { db } = database()
  work(checked.data!.email, values, db)
    .then(() => db.destroy())
    .catch(async (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      await db.destroy()
      process.exit(1)
    })
}
