import 'server-only'
import pino from 'pino'

/**
 * One JSON line per event on stdout. Log ids and outcomes, never what a visitor typed: the lead
 * itself lives in the database, and the log may travel to places the database does not.
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'website' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: ['*.email', '*.phone', '*.password', 'email', 'phone', 'password'],
    censor: '[redacted]',
  },
})
