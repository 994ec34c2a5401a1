import 'server-only'

/** The cookie that holds a visitor's anonymous chat conversation id (POST /api/chat/message). */
export const CONVERSATION_COOKIE = 'chat_conversation'

const CONVERSATION_ID = /^[0-9a-f-]{36}$/

/** The value when it is a well-formed conversation id; anything else names no conversation. */
export function validConversationId(value: string | undefined): string | undefined {
  return value && CONVERSATION_ID.test(value) ? value : undefined
}

/**
 * The conversation the request's browser has been chatting in, read from its Cookie header: a
 * lead form records it with the lead, so a data-subject request finds that chat (decision 0019).
 */
export function chatConversationIdOf(request: Request): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = pair.split('=')
    if (name?.trim() === CONVERSATION_COOKIE) return validConversationId(value.join('=').trim())
  }
  return undefined
}
