// The contact form's options and values, without Zod, so the form's page need not load Zod before
// the visitor submits (docs/decisions/0013). The schema is in ./contact.
import type { ContactFormOutput, ContactFormValues, ContactSubmission } from './contact'

/** docs/product.md, Data: the inquiry types of the contact form (value / label). */
export const inquiryTypes = [
  { value: 'funding', label: 'Business Funding' },
  { value: 'partnership', label: 'Partnership Opportunities' },
  { value: 'integration', label: 'API Integration' },
  { value: 'support', label: 'Technical Support' },
  { value: 'media', label: 'Media & Press' },
  { value: 'general', label: 'General Inquiry' },
] as const

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
export function contactPayload(values: ContactFormOutput): ContactSubmission {
  const { inquiry, consent: _consent, ...submission } = values
  return {
    ...submission,
    message: inquiry ? `Inquiry Type: ${inquiry}\n\n${submission.message}` : submission.message,
  }
}
