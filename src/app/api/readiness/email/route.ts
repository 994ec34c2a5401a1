import { checklistEmailSchema } from '@/lib/schemas/readiness'
import { database } from '@/server/db/client'
import { isHoneypotFilled } from '@/server/http/honeypot'
import { rateLimitKey } from '@/server/http/client-address'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { enforceRateLimit } from '@/server/http/rate-limit'
import { requestLanguage } from '@/server/http/request-language'
import { handleRoute } from '@/server/http/route'
import { requiredAnswers, requestChecklistEmail } from '@/server/leads/checklist-email'

/** Queued: the checklist goes through the outbox. */
const sent = () => Response.json({ sent: true }, { status: 202 })

export const POST = handleRoute('readiness.email', async (request, { route }) => {
  await enforceRateLimit('form', request, route)
  const body = await readJsonObject(request)
  // A bot that fills the hidden field is answered as if the checklist went, and nothing goes.
  if (isHoneypotFilled(body)) return sent()
  const { email, answers } = parseWith(checklistEmailSchema, body)
  await requestChecklistEmail(database(), {
    email,
    answers: requiredAnswers(answers),
    language: requestLanguage(request),
    visitor: rateLimitKey(request),
  })
  return sent()
})
