import 'server-only'

/** Cells a spreadsheet would run as a formula start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  // Neutralise formula injection: a leading apostrophe makes spreadsheets show the text as text.
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** CSV (RFC 4180, CRLF) with a UTF-8 byte order mark so spreadsheets read accents and emoji. */
export function toCsv<Row>(
  rows: Row[],
  columns: { header: string; value: (row: Row) => unknown }[],
): string {
  const lines = [columns.map((column) => cell(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
