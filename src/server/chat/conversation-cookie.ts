import 'server-only'
import { CHAT_CONVERSATION_COOKIE } from '@/lib/browser-storage'
import { serverConfig } from '../config'
import { newId } from '../ids'
import { signValue, verifySignedValue } from '../signed-value'
import { requestCookie } from '../http/cookies'

/** The cookie that ties a visitor's chat messages into one conversation (docs/product.md, Data). */
export const CONVERSATION_COOKIE = CHAT_CONVERSATION_COOKIE
const CONVERSATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const SIGNING_PURPOSE = 'chat-conversation'
const THIRTY_DAYS_S = 60 * 60 * 24 * 30

/** The conversation a cookie's value names, if the server signed it; otherwise undefined. */
function signedConversationId(cookie: string | undefined): string | undefined {
  const id = verifySignedValue(SIGNING_PURPOSE, cookie)
  return id && CONVERSATION_ID.test(id) ? id : undefined
}

/**
 * The conversation a cookie names, if the server signed it; otherwise a new one. A forged,
 * edited or unsigned cookie cannot add messages to someone else's conversation.
 */
export function conversationFromCookie(cookie: string | undefined): string {
  return signedConversationId(cookie) ?? newId()
}

/** The cookie's value for a conversation: its id, signed. */
export function signedConversation(conversationId: string): string {
  return signValue(SIGNING_PURPOSE, conversationId)
}

/** How the cookie is set: httpOnly, and Secure when the site is on https. */
export function conversationCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    // As the team session decides (src/server/auth/team-auth.ts): plain-http local runs only.
    secure: new URL(serverConfig().PUBLIC_SITE_URL).protocol === 'https:',
    path: '/',
    maxAge: THIRTY_DAYS_S,
  }
}

/**
 * The conversation the request's browser has been chatting in, read from its Cookie header when
 * the server signed it: a lead form records it with the lead, so a data-subject request finds
 * that chat (decision 0019).
 */
export function chatConversationIdOf(request: Request): string | undefined {
  const value = requestCookie(request, CONVERSATION_COOKIE)
  if (value === undefined) return undefined
  try {
    return signedConversationId(decodeURIComponent(value))
  } catch {
    return undefined
  }
}
