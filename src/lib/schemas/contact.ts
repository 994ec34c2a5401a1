import { z } from '@/lib/zod'
import { limits, optionalText, requiredEmail, requiredText } from './fields'

/** What POST /api/contact accepts: the six fields of docs/product.md, API. */
export const contactSubmissionSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: requiredEmail(),
  phone: requiredText(limits.phone),
  company: optionalText(),
  message: requiredText(limits.message),
})

export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>
export type ContactSubmission = z.output<typeof contactSubmissionSchema>

/** The contact form's values: the submission plus inquiry and consent, which are not sent. */
export const contactFormSchema = contactSubmissionSchema.extend({
  inquiry: z.string(),
  consent: z.boolean(),
})

export type ContactFormValues = z.input<typeof contactFormSchema>
export type ContactFormOutput = z.output<typeof contactFormSchema>
