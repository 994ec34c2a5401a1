import { cookies } from 'next/headers'
import { site } from '@/content/site'
import { chatMessageSchema } from '@/lib/schemas/chat'
import { answerFromSite } from '@/server/chat/assistant'
import { CONVERSATION_COOKIE, validConversationId } from '@/server/chat/conversation-cookie'
import { answerWithModel } from '@/server/chat/language-model'
import { serverConfig } from '@/server/config'
import { database } from '@/server/db/client'
import { recentChatMessages, recordChatExchange } from '@/server/db/repositories/chat'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { enforceRateLimit } from '@/server/http/rate-limit'
import { handleRoute } from '@/server/http/route'
import { newId } from '@/server/ids'

/** How much of the conversation a language model sees besides the new message. */
const MODEL_HISTORY_MESSAGES = 6

/**
 * The chat assistant (docs/product.md, API): `{ message, timestamp }` in, `{ response, links }` out. The
 * exchange is kept for the team under an anonymous conversation id held in a cookie.
 */
export const POST = handleRoute('chat.message', async (request) => {
  await enforceRateLimit('chat', request)
  const { message, timestamp } = parseWith(chatMessageSchema, await readJsonObject(request))
  const jar = await cookies()
  const conversationId = validConversationId(jar.get(CONVERSATION_COOKIE)?.value) ?? newId()

  const { db } = database()
  const retrieval = answerFromSite(message)
  const config = serverConfig()
  const history = config.LLM_BASE_URL
    ? await recentChatMessages(db, conversationId, MODEL_HISTORY_MESSAGES)
    : []
  const reply = (await answerWithModel(config, site.name, message, history, retrieval)) ?? retrieval

  // The visitor's clock dates the message, kept between the Unix epoch (where ids start) and now.
  const userAt = new Date(Math.min(Math.max(Date.parse(timestamp), 0), Date.now()))
  await recordChatExchange(db, {
    conversationId,
    userMessage: message,
    botMessage: reply.response,
    userAt,
    botAt: new Date(),
  })
  jar.set(CONVERSATION_COOKIE, conversationId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 60 * 60 * 24 * 30,
  })
  return Response.json({ response: reply.response, links: reply.links })
})
