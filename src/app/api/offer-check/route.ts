import { chatConversationIdOf } from '@/server/chat/conversation-cookie'
import { database } from '@/server/db/client'
import { honeypotResponse, isHoneypotFilled } from '@/server/http/honeypot'
import { readJsonObject } from '@/server/http/json-body'
import { enforceRateLimit } from '@/server/http/rate-limit'
import { requestLanguage } from '@/server/http/request-language'
import { handleRoute } from '@/server/http/route'
import { createLead } from '@/server/leads/create-lead'
import { leadSourceOf } from '@/server/leads/lead-source'
import { readOfferLead } from '@/server/leads/offer-lead'

/** "Send these offers to our team" (issue 38, decision 0034): a contact lead with its offers. */
export const POST = handleRoute('offer-check.create', async (request, { route }) => {
  await enforceRateLimit('form', request, route)
  const body = await readJsonObject(request)
  if (isHoneypotFilled(body)) return honeypotResponse()
  const language = requestLanguage(request)
  const lead = readOfferLead(body, language)
  const { id } = await createLead(database().db, 'contact', lead, {
    chatConversationId: chatConversationIdOf(request),
    source: leadSourceOf(request),
    language,
  })
  return Response.json({ id }, { status: 201 })
})
