import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactSubmissionSchema } from '@/lib/schemas/contact'
import { createContactSubmission } from '../leads/contact'
import { listContactSubmissions } from './repositories/contact-submissions'
import { createTestDatabase, type TestDatabase } from './test-databases'

const submission = contactSubmissionSchema.parse({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
  message: 'Working capital, please.',
})

describe('SQLite with kept statements', () => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase('sqlite')
  })

  afterAll(async () => {
    await test.destroy()
  })

  it('answers a query run again, after hundreds of others, with fresh results', async () => {
    const stored = async () => (await listContactSubmissions(test.db)).map((row) => row.id)
    expect(await stored()).toEqual([])
    const first = await createContactSubmission(test.db, submission)
    expect(await stored()).toEqual([first.id])
    // More distinct statements than are kept, so the ones above are dropped and prepared again.
    for (let index = 0; index < 300; index += 1) {
      const result = await sql<{ value: number }>`select ${sql.lit(index)} as value`.execute(
        test.db,
      )
      expect(result.rows[0]!.value).toBe(index)
    }
    const second = await createContactSubmission(test.db, submission)
    expect((await stored()).sort()).toEqual([first.id, second.id].sort())
    expect((await stored()).length).toBe(2)
  })
})
