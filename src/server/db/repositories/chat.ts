import 'server-only'
import type { Kysely, Selectable } from 'kysely'
import { emailAddressesIn, normalizeEmail } from '../../email-address'
import { newId } from '../../ids'
import { writeTransaction } from '../group-commit'
import type { ChatConversationsTable, Database } from '../schema'
import { matchesAny, pageOf, type ListQuery, type Page } from './listing'

/**
 * The most messages a conversation keeps: past it, its oldest go as new ones come, so a visitor
 * who keeps one conversation going cannot grow it without end (README, Retention).
 */
export const MAX_MESSAGES_PER_CONVERSATION = 100

/**
 * Adds both sides of one exchange to a conversation, creating the conversation on first use, and
 * keeps its latest MAX_MESSAGES_PER_CONVERSATION messages. It remembers the e-mail addresses either side
 * wrote (how a data-subject request finds it), kept as long as the conversation.
 */
export async function recordChatExchange(
  db: Kysely<Database>,
  {
    conversationId,
    userMessage,
    botMessage,
    userAt,
    botAt,
  }: { conversationId: string; userMessage: string; botMessage: string; userAt: Date; botAt: Date },
) {
  await writeTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('chat_conversations')
      .select('message_count')
      .where('id', '=', conversationId)
      .executeTakeFirst()
    if (existing) {
      const excess = existing.message_count + 2 - MAX_MESSAGES_PER_CONVERSATION
      if (excess > 0) {
        const oldest = trx
          .selectFrom('chat_messages')
          .select('id')
          .where('conversation_id', '=', conversationId)
          .orderBy('created_at')
          .orderBy('id')
          .limit(excess)
        await trx.deleteFrom('chat_messages').where('id', 'in', oldest).execute()
      }
      await trx
        .updateTable('chat_conversations')
        .set({
          updated_at: botAt.toISOString(),
          message_count: Math.min(existing.message_count + 2, MAX_MESSAGES_PER_CONVERSATION),
        })
        .where('id', '=', conversationId)
        .execute()
    } else {
      await trx
        .insertInto('chat_conversations')
        .values({
          id: conversationId,
          created_at: userAt.toISOString(),
          updated_at: botAt.toISOString(),
          message_count: 2,
        })
        .execute()
    }
    await trx
      .insertInto('chat_messages')
      .values([
        {
          id: newId(userAt.getTime()),
          conversation_id: conversationId,
          role: 'user',
          message: userMessage,
          created_at: userAt.toISOString(),
        },
        {
          id: newId(botAt.getTime()),
          conversation_id: conversationId,
          role: 'bot',
          message: botMessage,
          created_at: botAt.toISOString(),
        },
      ])
      .execute()
    const addresses = new Set([...emailAddressesIn(userMessage), ...emailAddressesIn(botMessage)])
    if (addresses.size > 0) {
      await trx
        .insertInto('chat_addresses')
        .values(
          [...addresses].map((address) => ({
            conversation_id: conversationId,
            email_normalized: address,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['conversation_id', 'email_normalized']).doNothing(),
        )
        .execute()
    }
  })
}

/** The last `limit` messages of a conversation, oldest first (what a language model is shown). */
export async function recentChatMessages(
  db: Kysely<Database>,
  conversationId: string,
  limit: number,
): Promise<{ role: 'user' | 'bot'; message: string }[]> {
  const newestFirst = await db
    .selectFrom('chat_messages')
    .select(['role', 'message'])
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
  return newestFirst.reverse()
}

export type ChatConversationRecord = {
  id: string
  startedAt: string
  updatedAt: string
  messages: { role: 'user' | 'bot'; message: string; at: string }[]
}

/** One page of conversations, newest activity first, each with its messages in order. */
export async function pageChatConversations(
  db: Kysely<Database>,
  query: ListQuery,
): Promise<Page<ChatConversationRecord>> {
  let base = db.selectFrom('chat_conversations')
  if (query.search) {
    const search = query.search
    base = base.where(
      'id',
      'in',
      db
        .selectFrom('chat_messages')
        .select('conversation_id')
        .where(matchesAny(['message'], search)),
    )
  }
  const conversations = await pageOf(base, 'updated_at', query, (conversation) => conversation)
  return { ...conversations, items: await withMessages(db, conversations.items) }
}

/** Conversations with their messages in order, in the order given. */
async function withMessages(
  db: Kysely<Database>,
  conversations: Selectable<ChatConversationsTable>[],
): Promise<ChatConversationRecord[]> {
  const ids = conversations.map((conversation) => conversation.id)
  const messages = ids.length
    ? await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : []
  return conversations.map((conversation) => ({
    id: conversation.id,
    startedAt: conversation.created_at,
    updatedAt: conversation.updated_at,
    messages: messages
      .filter((message) => message.conversation_id === conversation.id)
      .map((message) => ({
        role: message.role,
        message: message.message,
        at: message.created_at,
      })),
  }))
}

/** The conversations among `ids` that exist, oldest first, each with its messages in order. */
export async function findChatConversations(
  db: Kysely<Database>,
  ids: string[],
): Promise<ChatConversationRecord[]> {
  if (ids.length === 0) return []
  const conversations = await db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return withMessages(db, conversations)
}

/**
 * The ids of the conversations in which a message names `email`: that whole address, in any
 * capitals (not `malice@…` for `alice@…`, nor `alice@example.com.au` for `alice@example.com`).
 */
export async function chatConversationIdsNaming(
  db: Kysely<Database>,
  email: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_addresses')
    .select('conversation_id')
    .where('email_normalized', '=', normalizeEmail(email))
    .execute()
  return rows.map((row) => row.conversation_id)
}

export async function deleteChatConversation(db: Kysely<Database>, id: string): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    await trx.deleteFrom('chat_messages').where('conversation_id', '=', id).execute()
    const result = await trx
      .deleteFrom('chat_conversations')
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  })
}
