import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { insertContactSubmission } from '../db/repositories/contact-submissions'
import { newId } from '../ids'
import { csvStream, type CsvColumn } from './csv'
import { adminLists } from './lists'

const oneColumn: CsvColumn<string>[] = [{ header: 'Value', value: (row) => row }]

/** The whole CSV of a stream, as a spreadsheet would receive it (byte order mark included). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const bytes = await new Response(stream).arrayBuffer()
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
}

async function csvOf(values: string[]) {
  const stream = await csvStream(oneColumn, async (page) => (page === 1 ? values : []), {
    batchSize: 1000,
    maxRows: 1000,
  })
  return readAll(stream)
}

describe('CSV export cells', () => {
  it('neutralises formula starts, full-width ones and ones behind whitespace', async () => {
    const risky = [
      '=HYPERLINK("https://evil.example")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\uFF1D1+1',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20SUM(A1)',
      ' =1+1',
      '\t=1+1',
      '\r=1+1',
      '\n=1+1',
      '\u3000=1+1',
      '\tplain',
    ]
    const csv = await csvOf(risky)
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe('Value')
    for (const line of lines.slice(1, -1)) expect(line.replace(/^"/, '')).toMatch(/^'/)
  })

  it('leaves ordinary text alone and quotes commas, quotes and line breaks', async () => {
    const csv = await csvOf(['Ada', 'a, b', 'say "hi"', 'one\ntwo', 'e-mail: a@b.com'])
    expect(csv).toBe(
      '\uFEFFValue\r\nAda\r\n"a, b"\r\n"say ""hi"""\r\n"one\ntwo"\r\ne-mail: a@b.com\r\n',
    )
  })
})

describe('a long CSV export', () => {
  it('gives other requests a turn while it writes a batch', async () => {
    // A cell can cost milliseconds (the offers column). Another visitor's request, a callback
    // due at once, arrives as the first row is written: it must not wait for the whole batch.
    let written = 0
    let writtenBeforeTheOther: number | undefined
    const counted: CsvColumn<string>[] = [
      {
        header: 'Value',
        value: (row) => {
          if (written === 0) setImmediate(() => (writtenBeforeTheOther = written))
          written += 1
          return row
        },
      },
    ]
    const rows = Array.from({ length: 100 }, (_, index) => String(index + 1))
    const stream = await csvStream(counted, async (page) => (page === 1 ? rows : []), {
      batchSize: 1000,
      maxRows: 1000,
    })
    expect((await readAll(stream)).split('\r\n')).toHaveLength(102)
    expect(writtenBeforeTheOther).toBe(20)
  })
})

describe.each(testDatabaseKinds)('CSV export stream on %s', (kind) => {
  let test: TestDatabase
  const total = 2503
  // 2,503 rows in one transaction (a commit each took over 10 s on a loaded two-core machine).
  beforeAll(async () => {
    test = await createTestDatabase(kind)
    const start = Date.parse('2025-01-01T00:00:00Z')
    await test.db.transaction().execute(async (trx) => {
      for (let index = 0; index < total; index += 1) {
        await insertContactSubmission(trx, {
          id: newId(start + index * 1000),
          submittedAt: new Date(start + index * 1000),
          submission: {
            firstName: `Person${index}`,
            lastName: 'Example',
            email: `person${index}@example.com`,
            phone: '555-0100',
            company: '',
            message: 'Hello',
          },
        })
      }
    })
  }, 60_000)
  afterAll(async () => {
    await test.destroy()
  })

  it('pages through the whole list in batches with its own paging query', async () => {
    const pagesRead: number[] = []
    const stream = await csvStream(
      adminLists.contacts.columns,
      async (page) => {
        pagesRead.push(page)
        return (await adminLists.contacts.page(test.db, { page, pageSize: 1000 })).items
      },
      { batchSize: 1000, maxRows: 1_000_000 },
    )
    // The first batch is read before the answer starts; the others as the download proceeds.
    expect(pagesRead).toEqual([1])
    const lines = (await readAll(stream)).split('\r\n').filter(Boolean)
    expect(pagesRead).toEqual([1, 2, 3])
    expect(lines).toHaveLength(total + 1)
    const names = new Set(lines.slice(1).map((line) => line.split(',')[1]))
    expect(names.size).toBe(total)
    expect(lines[1]).toContain(`Person${total - 1}`)
  })

  it('stops at the row limit', async () => {
    const stream = await csvStream(
      adminLists.contacts.columns,
      async (page) => (await adminLists.contacts.page(test.db, { page, pageSize: 1000 })).items,
      { batchSize: 1000, maxRows: 1500 },
    )
    expect((await readAll(stream)).split('\r\n').filter(Boolean)).toHaveLength(1501)
  })
})
