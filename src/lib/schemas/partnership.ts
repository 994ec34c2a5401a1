import { z } from '@/lib/zod'
import { limits, messages, optionalText, requiredEmail, requiredText } from './fields'
import {
  DEFAULT_BUSINESS_DESCRIPTION,
  NOT_SPECIFIED,
  partnershipTypes,
} from './partnership-options'

/** Empty optional answers are stored as 'Not specified' (docs/product.md, Data). */
function defaultedText(fallback: string) {
  return optionalText(limits.message).transform((value) => value || fallback)
}

/** What POST /api/partnerships accepts: the twelve fields of docs/product.md, API. */
export const partnershipInquirySchema = z.object({
  company: requiredText(),
  firstName: requiredText(),
  lastName: requiredText(),
  email: requiredEmail(),
  phone: requiredText(limits.phone),
  jobTitle: defaultedText(NOT_SPECIFIED),
  partnershipType: z.enum(partnershipTypes, { error: messages.partnershipTypeRequired }),
  businessDescription: defaultedText(DEFAULT_BUSINESS_DESCRIPTION),
  fundingRange: defaultedText(NOT_SPECIFIED),
  clientVolume: defaultedText(NOT_SPECIFIED),
  partnershipGoals: requiredText(limits.message),
  consent: z.boolean({ error: 'Please answer yes or no' }).default(false),
})

export type PartnershipInquiryInput = z.input<typeof partnershipInquirySchema>
export type PartnershipInquiry = z.output<typeof partnershipInquirySchema>
