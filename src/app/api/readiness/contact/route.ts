import { readinessContactSchema } from '@/lib/schemas/readiness'
import { chatConversationIdOf } from '@/server/chat/conversation-cookie'
import { database } from '@/server/db/client'
import { honeypotResponse, isHoneypotFilled } from '@/server/http/honeypot'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { enforceRateLimit } from '@/server/http/rate-limit'
import { requestLanguage } from '@/server/http/request-language'
import { handleRoute } from '@/server/http/route'
import { createLead } from '@/server/leads/create-lead'
import { leadSourceOf } from '@/server/leads/lead-source'
import { requiredAnswers } from '@/server/leads/checklist-email'

/**
 * "Have the team contact me" on the readiness check: a contact lead carrying the answers, at least
 * one of which the check must know (a lead without any is the contact form's).
 */
export const POST = handleRoute('readiness.contact', async (request, { route }) => {
  await enforceRateLimit('form', request, route)
  const body = await readJsonObject(request)
  if (isHoneypotFilled(body)) return honeypotResponse()
  const { answers, consent: _consent, ...submission } = parseWith(readinessContactSchema, body)
  const { id } = await createLead(
    database().db,
    'contact',
    { ...submission, readinessAnswers: requiredAnswers(answers) },
    {
      chatConversationId: chatConversationIdOf(request),
      source: leadSourceOf(request),
      language: requestLanguage(request),
    },
  )
  return Response.json({ id }, { status: 201 })
})
