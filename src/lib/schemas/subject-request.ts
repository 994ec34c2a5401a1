import { z } from '@/lib/zod'
import { messages, requiredEmail } from './fields'

/** What the owner-only data-subject endpoints accept: the address a request is about. */
export const subjectRequestSchema = z.object({
  email: requiredEmail(messages.emailRequired),
})

/** An erasure also needs `confirm: true`, so nothing is erased by a stray request. */
export const subjectErasureSchema = subjectRequestSchema.extend({
  confirm: z.literal(true, {
    error: 'Please confirm the erasure: it deletes everything held about this address.',
  }),
})
