import 'server-only'
import { HONEYPOT_FIELD } from '@/lib/honeypot'
import { newId } from '../ids'

/** Whether a bot filled the hidden field that people never see. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

/** The answer a bot gets: indistinguishable from success, while nothing is stored. */
export function honeypotResponse(status: 200 | 201 = 201): Response {
  return Response.json({ id: newId() }, { status })
}
