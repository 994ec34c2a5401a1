import { z } from '@/lib/zod'
import { messages, requiredEmail } from './fields'

/** What POST /api/subscribe accepts. */
export const subscriptionSchema = z.object({
  email: requiredEmail(messages.emailRequired),
})

export type SubscriptionInput = z.input<typeof subscriptionSchema>
