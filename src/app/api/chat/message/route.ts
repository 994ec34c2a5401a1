import { cookies } from 'next/headers'
import { site } from '@/content/site'
import { chatMessageSchema } from '@/lib/schemas/chat'
import { answerFromSite } from '@/server/chat/assistant'
import {
  CONVERSATION_COOKIE,
  conversationCookieOptions,
  conversationFromCookie,
  signedConversation,
} from '@/server/chat/conversation-cookie'
import { answerWithModel } from '@/server/chat/language-model'
import { serverConfig } from '@/server/config'
import { database } from '@/server/db/client'
import { recentChatMessages, recordChatExchange } from '@/server/db/repositories/chat'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { enforceRateLimit, takeAllowance } from '@/server/http/rate-limit'
import { requestLanguage } from '@/server/http/request-language'
import { handleRoute } from '@/server/http/route'

/** How much of the conversation a language model sees besides the new message. */
const MODEL_HISTORY_MESSAGES = 6

/**
 * The chat assistant (docs/product.md, API): `{ message, timestamp }` in, `{ response, links }` out,
 * in the language of the page it is asked from (`Content-Language`). The exchange is kept for the team under an anonymous conversation id held in a signed cookie.
 */
export const POST = handleRoute('chat.message', async (request, { route }) => {
  await enforceRateLimit('chat', request, route)
  const receivedAt = new Date()
  const { message } = parseWith(chatMessageSchema, await readJsonObject(request))
  const jar = await cookies()
  const conversationId = conversationFromCookie(jar.get(CONVERSATION_COOKIE)?.value)

  const { db } = database()
  const locale = requestLanguage(request)
  const retrieval = await answerFromSite(message, locale)
  const config = serverConfig()
  const history = config.LLM_BASE_URL
    ? await recentChatMessages(db, conversationId, MODEL_HISTORY_MESSAGES)
    : []
  const reply =
    (await answerWithModel(config, site.name, message, history, retrieval, locale)) ?? retrieval

  // The server's clock dates both messages: the visitor's `timestamp` is checked, never stored.
  // Past CHAT_TRANSCRIPT_LIMIT (or its ceiling) the visitor is answered and nothing is kept.
  if (await takeAllowance('chatTranscript', request, route)) {
    await recordChatExchange(db, {
      conversationId,
      userMessage: message,
      botMessage: reply.response,
      userAt: receivedAt,
      botAt: new Date(),
    })
  }
  jar.set(CONVERSATION_COOKIE, signedConversation(conversationId), conversationCookieOptions())
  return Response.json({ response: reply.response, links: reply.links })
})
