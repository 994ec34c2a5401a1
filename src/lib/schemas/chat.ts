import { z } from '@/lib/zod'
import { storableText } from './fields'

export const CHAT_MESSAGE_MAX_LENGTH = 2000

/** What POST /api/chat/message accepts (docs/product.md, API): the message and its ISO timestamp. */
export const chatMessageSchema = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .overwrite(storableText)
    .trim()
    .min(1, 'Please type a message')
    .max(CHAT_MESSAGE_MAX_LENGTH, 'Please keep your message under 2,000 characters'),
  timestamp: z
    .string({ error: 'The timestamp must be an ISO date-time string' })
    .max(64)
    .refine(
      (value) => !Number.isNaN(Date.parse(value)),
      'The timestamp must be an ISO date-time string',
    ),
})

export type ChatMessageInput = z.input<typeof chatMessageSchema>
