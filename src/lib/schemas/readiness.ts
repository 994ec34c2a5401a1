import { z } from '@/lib/zod'
import { contactSubmissionSchema } from './contact'
import { limits, optionalText, requiredEmail } from './fields'

/**
 * What the readiness check sends, only when the visitor asks (issue 39): the answers travel as the
 * check's address query (`answersQuery`), which the server reads back with `readAnswers`, keeping
 * only what it knows; nothing else a request says reaches the checklist e-mail.
 */

export const readinessMessages = {
  answersNotText: 'Please send the answers as text.',
  noAnswers: 'Please answer at least one question of the check first.',
  consentRequired: 'Please tick the box to agree to be contacted.',
  addressLimit:
    'This address has already received three checklists today. Please try again tomorrow.',
  visitorLimit: 'You have asked for three checklists today already. Please try again tomorrow.',
} as const

/** Longer than any address the check writes (about 250 characters), short enough to store. */
export const ANSWERS_MAX = 2_000

const answers = z
  .string({ error: readinessMessages.answersNotText })
  .max(ANSWERS_MAX, readinessMessages.answersNotText)

/** POST /api/readiness/email: where to send the checklist, and the answers it is written from. */
export const checklistEmailSchema = z.object({ email: requiredEmail(), answers })

/**
 * POST /api/readiness/contact: the contact form's fields (the message optional), its consent, now
 * required, and the answers.
 */
export const readinessContactSchema = contactSubmissionSchema.extend({
  message: optionalText(limits.message),
  consent: z.literal(true, { error: readinessMessages.consentRequired }),
  answers,
})
