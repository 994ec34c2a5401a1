import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactSubmissionSchema } from '@/lib/schemas/contact'
import { createLead } from '../leads/create-lead'
import { writeTransaction } from './group-commit'
import { listContactSubmissions } from './repositories/contact-submissions'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-databases'

const submission = contactSubmissionSchema.parse({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
  message: 'Working capital, please.',
})

// The SQLite connection of src/server/db/client.ts: commits shared under load, statements kept.
describe('SQLite writes', () => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase('sqlite')
  })

  afterAll(async () => {
    await test.destroy()
  })

  it('commits leads that arrive together in one transaction, and each caller hears after it', async () => {
    const transaction = vi.spyOn(test.db, 'transaction')
    const ids = await Promise.all(
      Array.from({ length: 25 }, () => createLead(test.db, 'contact', submission)),
    )
    expect(transaction).toHaveBeenCalledTimes(1)
    transaction.mockRestore()
    const stored = await listContactSubmissions(test.db)
    expect(stored.map((row) => row.id).sort()).toEqual(ids.map(({ id }) => id).sort())
  })

  it('a failing write fails alone; the others in its group are stored', async () => {
    await test.db.deleteFrom('contact_submissions').execute()
    const failing = writeTransaction(test.db, async (trx) => {
      await trx
        .insertInto('contact_submissions')
        .values({ id: 'broken' } as never)
        .execute()
    })
    const results = await Promise.allSettled([
      createLead(test.db, 'contact', submission),
      failing,
      createLead(test.db, 'contact', submission),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await listContactSubmissions(test.db)).toHaveLength(2)
    expect(
      await test.db
        .selectFrom('contact_submissions')
        .selectAll()
        .where('id', '=', 'broken')
        .execute(),
    ).toEqual([])
  })

  it('answers a query run again, after hundreds of others, with fresh results', async () => {
    await test.db.deleteFrom('contact_submissions').execute()
    const stored = async () => (await listContactSubmissions(test.db)).map((row) => row.id)
    const first = await createLead(test.db, 'contact', submission)
    expect(await stored()).toEqual([first.id])
    // More distinct statements than are kept, so the ones above are dropped and prepared again.
    for (let index = 0; index < 300; index += 1) {
      const result = await sql<{ value: number }>`select ${sql.lit(index)} as value`.execute(
        test.db,
      )
      expect(result.rows[0]!.value).toBe(index)
    }
    const second = await createLead(test.db, 'contact', submission)
    expect((await stored()).sort()).toEqual([first.id, second.id].sort())
  })
})
