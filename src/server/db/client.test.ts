import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-databases'

describe('the SQLite connection', () => {
  let test: TestDatabase | undefined
  afterEach(async () => {
    await test?.destroy()
  })

  it('overwrites deleted rows (secure_delete), so erased personal data leaves the file', async () => {
    test = await createTestDatabase('sqlite')
    const { rows } = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(test.db)
    expect(rows).toEqual([{ secure_delete: 1 }])
  })
})
