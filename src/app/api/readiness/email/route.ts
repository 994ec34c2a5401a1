import { checklistEmailSchema } from '@/lib/schemas/readiness'
import { database } from '@/server/db/client'
import { rateLimitKey } from '@/server/http/client-address'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { enforceRateLimit } from '@/server/http/rate-limit'
import { requestLanguage } from '@/server/http/request-language'
import { handleRoute } from '@/server/http/route'
import { requiredAnswers, requestChecklistEmail } from '@/server/leads/checklist-email'

export const POST = handleRoute('readiness.email', async (request, { route }) => {
  await enforceRateLimit('form', request, route)
  const { email, answers } = parseWith(checklistEmailSchema, await readJsonObject(request))
  await requestChecklistEmail(database().db, {
    email,
    answers: requiredAnswers(answers),
    language: requestLanguage(request),
    visitor: rateLimitKey(request),
  })
  return Response.json({ sent: true }, { status: 202 })
})
