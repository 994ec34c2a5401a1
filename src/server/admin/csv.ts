import 'server-only'
import { log } from '../log'

/**
 * Cells a spreadsheet would run as a formula: `= + - @`, in their ASCII or full-width forms (which
 * some spreadsheets read as the same), after any leading whitespace; or a leading tab or CR.
 */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  // Neutralise formula injection: a leading apostrophe makes spreadsheets show the text as text.
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown }

/**
 * Rows written between two turns of the event loop. A cell can cost milliseconds (the offers
 * column states up to three offers, each with its schedule), so a batch of 1,000 such rows written
 * in one go would keep every other request waiting for seconds.
 */
const ROWS_PER_TURN = 20

function csvLines<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  return rows
    .map((row) => `${columns.map((column) => cell(column.value(row))).join(',')}\r\n`)
    .join('')
}

/** The first line, after a UTF-8 byte order mark so spreadsheets read accents and emoji. */
function csvHeader(columns: CsvColumn<never>[]): string {
  return `\uFEFF${columns.map((column) => cell(column.header)).join(',')}\r\n`
}

/**
 * CSV (RFC 4180, CRLF, with a UTF-8 byte order mark) as a stream, read a batch at a time (`readBatch(1)`, `readBatch(2)`...: pages of
 * `batchSize` rows) so an export of any length holds one batch in memory. The first batch is read
 * before this resolves, so a database that does not answer still gets its error answer; a failure
 * later cuts the download short and is logged.
 */
export async function csvStream<Row>(
  columns: CsvColumn<Row>[],
  readBatch: (page: number) => Promise<Row[]>,
  { batchSize, maxRows }: { batchSize: number; maxRows: number },
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder()
  let page = 1
  let sent = 0
  let batch: Row[] | undefined = await readBatch(page)
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader(columns)))
      },
      async pull(controller) {
        try {
          batch ??= await readBatch(page)
          const rows = batch.slice(0, maxRows - sent)
          for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
            if (start > 0) await new Promise((resolve) => setImmediate(resolve))
            const lines = csvLines(rows.slice(start, start + ROWS_PER_TURN), columns)
            controller.enqueue(encoder.encode(lines))
          }
          sent += rows.length
          const more = batch.length === batchSize && sent < maxRows
          batch = undefined
          page += 1
          if (!more) controller.close()
        } catch (error) {
          log.error({ err: error, page }, 'CSV export stopped')
          controller.error(error)
        }
      },
    },
    // One batch at a time: the next is read only once the last has been taken.
    { highWaterMark: 1 },
  )
}
