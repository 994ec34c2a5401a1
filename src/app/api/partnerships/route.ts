import { partnershipInquirySchema } from '@/lib/schemas/partnership'
import { chatConversationIdOf } from '@/server/chat/conversation-cookie'
import { database } from '@/server/db/client'
import { honeypotResponse, isHoneypotFilled } from '@/server/http/honeypot'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { enforceRateLimit } from '@/server/http/rate-limit'
import { requestLanguage } from '@/server/http/request-language'
import { handleRoute } from '@/server/http/route'
import { createLead } from '@/server/leads/create-lead'
import { leadSourceOf } from '@/server/leads/lead-source'

export const POST = handleRoute('partnership.create', async (request, { route }) => {
  await enforceRateLimit('form', request, route)
  const body = await readJsonObject(request)
  if (isHoneypotFilled(body)) return honeypotResponse()
  const inquiry = parseWith(partnershipInquirySchema, body)
  const { id } = await createLead(database().db, 'partnership', inquiry, {
    chatConversationId: chatConversationIdOf(request),
    source: leadSourceOf(request),
    language: requestLanguage(request),
  })
  return Response.json({ id }, { status: 201 })
})
