/**
 * `npm run privacy:export -- --email a@b.c [--out file.json]`: everything held about an address as
 * one JSON document (README, Data-subject requests), printed or written to a file; audited.
 */
import { writeFileSync } from 'node:fs'
import { exportSubjectData } from '../src/server/privacy/subject-requests'
import { runPrivacyCommand, shellRequester } from './privacy-command'

runPrivacyCommand(
  'npm run privacy:export -- --email a@b.c [--out file.json]',
  ['out'],
  async (email, { out }, db) => {
    const document = await exportSubjectData(db, email, shellRequester)
    const text = `${JSON.stringify(document, null, 2)}\n`
    if (out === undefined) {
      process.stdout.write(text)
      return
    }
    writeFileSync(out, text, { mode: 0o600 })
    console.error(`Wrote ${out}. It holds personal data: send it to the person and delete it.`)
  },
)
