/**
 * `npm run privacy:erase -- --email a@b.c --yes`: deletes everything held about an address in one
 * transaction and keeps a suppression entry (decision 0019); audited. Without --yes it only says
 * what would be deleted.
 */
import {
  eraseSubjectData,
  findSubjectData,
  countSubjectData,
} from '../src/server/privacy/subject-requests'
import { runPrivacyCommand, shellRequester } from './privacy-command'

runPrivacyCommand(
  'npm run privacy:erase -- --email a@b.c --yes',
  ['yes'],
  async (email, { yes }, db) => {
    if (!yes) {
      const counts = countSubjectData(await findSubjectData(db, email))
      console.log(JSON.stringify(counts, null, 2))
      console.error('Nothing was erased. Run again with --yes to delete all of the above.')
      process.exitCode = 2
      return
    }
    const counts = await eraseSubjectData(db, email, shellRequester)
    console.log(JSON.stringify(counts, null, 2))
    console.error('Erased, and recorded in the audit trail.')
  },
)
