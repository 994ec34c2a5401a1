import 'server-only'
import { serverConfig } from '../config'
import { newId } from '../ids'
import { signValue, verifySignedValue } from '../signed-value'

/** The cookie that ties a visitor's chat messages into one conversation (docs/product.md, Data). */
export const CONVERSATION_COOKIE = 'chat_conversation'
const CONVERSATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const SIGNING_PURPOSE = 'chat-conversation'
const THIRTY_DAYS_S = 60 * 60 * 24 * 30

/**
 * The conversation a cookie names, if the server signed it; otherwise a new one. A forged,
 * edited or unsigned cookie cannot add messages to someone else's conversation.
 */
export function conversationFromCookie(cookie: string | undefined): string {
  const id = verifySignedValue(SIGNING_PURPOSE, cookie)
  return id && CONVERSATION_ID.test(id) ? id : newId()
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
    // As the admin session decides (src/server/auth/session.ts): plain-http local runs only.
    secure: new URL(serverConfig().PUBLIC_SITE_URL).protocol === 'https:',
    path: '/',
    maxAge: THIRTY_DAYS_S,
  }
}
