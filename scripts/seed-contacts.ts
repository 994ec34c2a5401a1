/**
 * `npm run db:seed-contacts -- 10000`: adds N fictional contact submissions to the database named
 * by DATABASE_URL (for the admin list benchmark). Notifications are not queued for them.
 */
import { contactSubmissionSchema } from '../src/lib/schemas/contact'
import { database } from '../src/server/db/client'
import { writeTransaction } from '../src/server/db/group-commit'
import { migrateToLatest } from '../src/server/db/migrate'
import { insertContactSubmission } from '../src/server/db/repositories/contact-submissions'
import { newId } from '../src/server/ids'

const firstNames = [
  'Ada',
  'Grace',
  'Alan',
  'Mary',
  'Omar',
  'Priya',
  'Chen',
  'Lucia',
  'Kwame',
  'Sofia',
]
const lastNames = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Jackson',
  'Haddad',
  'Nair',
  'Wei',
  'Moreno',
  'Mensah',
  'Rossi',
]

export async function seedContacts(count: number) {
  const { db } = database()
  await migrateToLatest(db)
  const start = Date.now() - count * 60_000
  await writeTransaction(db, async (trx) => {
    for (let index = 0; index < count; index += 1) {
      const submittedAt = new Date(start + index * 60_000)
      await insertContactSubmission(trx, {
        id: newId(submittedAt.getTime()),
        submittedAt,
        submission: contactSubmissionSchema.parse({
          firstName: firstNames[index % 10],
          lastName: lastNames[Math.floor(index / 10) % 10],
          email: `lead${index}@example.com`,
          phone: `+1 416 555 ${String(index % 10_000).padStart(4, '0')}`,
          company: `Company ${index}`,
          message: `Inquiry Type: funding\n\nSeeded message number ${index} about working capital.`,
        }),
      })
    }
  })
  await db.destroy()
}

if (require.main === module) {
  const count = Number(process.argv[2] ?? 10_000)
  seedContacts(count)
    .then(() => console.log(`Seeded ${count} contact submissions.`))
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
