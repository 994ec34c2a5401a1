import { z } from '@/lib/zod'
import { limits, messages, optionalText, requiredEmail, requiredText } from './fields'

/** SPEC section 3: partnership types. 'api' is preset on the APIs page and not offered in the selector. */
export const partnershipTypes = ['lender', 'referral', 'other', 'api'] as const
export type PartnershipType = (typeof partnershipTypes)[number]

export const selectablePartnershipTypes = [
  { value: 'lender', label: 'Lending Partner' },
  { value: 'referral', label: 'Referral Partner' },
  { value: 'other', label: 'Other' },
] as const

export const NOT_SPECIFIED = 'Not specified'
export const DEFAULT_BUSINESS_DESCRIPTION = 'General partnership inquiry'

/** Empty optional answers are stored as 'Not specified' (SPEC section 3). */
function defaultedText(fallback: string) {
  return optionalText(limits.message).transform((value) => value || fallback)
}

/** What POST /api/partnerships accepts: the twelve fields of SPEC section 7. */
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
