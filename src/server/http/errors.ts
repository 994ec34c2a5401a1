import 'server-only'

/** The one error shape of every API answer: `{ error, fields? }` (docs/product.md, API). */
export type ErrorBody = { error: string; fields?: Record<string, string> }

/** An error that becomes an HTTP answer with a message a person can act on. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export function jsonError(
  status: number,
  error: string,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
): Response {
  const body: ErrorBody = fields && Object.keys(fields).length ? { error, fields } : { error }
  return Response.json(body, { status, headers })
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
  'SQLITE_READONLY',
  '53300', // too many connections
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now
])

/** Whether an error means the database cannot be reached or cannot take writes right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (
    typeof code === 'string' &&
    (unavailableCodes.has(code) || code.startsWith('08') || code.startsWith('SQLITE_IOERR'))
  ) {
    return true
  }
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED/i.test(
    error.message,
  )
}
