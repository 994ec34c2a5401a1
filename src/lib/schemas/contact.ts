import { z } from '@/lib/zod'
import { limits, optionalText, requiredEmail, requiredText } from './fields'

/** SPEC section 3: the inquiry types of the contact form (value / label). */
export const inquiryTypes = [
  { value: 'funding', label: 'Business Funding' },
  { value: 'partnership', label: 'Partnership Opportunities' },
  { value: 'integration', label: 'API Integration' },
  { value: 'support', label: 'Technical Support' },
  { value: 'media', label: 'Media & Press' },
  { value: 'general', label: 'General Inquiry' },
] as const

/** What POST /api/contact accepts: the six fields of SPEC section 7. */
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

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  inquiry: '',
  consent: false,
}

/** The payload sent: the chosen inquiry starts the message as 'Inquiry Type: {value}' and a blank line. */
export function contactPayload(values: z.output<typeof contactFormSchema>): ContactSubmission {
  const { inquiry, consent: _consent, ...submission } = values
  return {
    ...submission,
    message: inquiry ? `Inquiry Type: ${inquiry}\n\n${submission.message}` : submission.message,
  }
}
