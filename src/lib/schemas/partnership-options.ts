// The partnership forms' options and values, without Zod, so the forms' pages need not load Zod
// before the visitor submits (docs/decisions/0013). The schema is in ./partnership.
import type { ZodType } from 'zod'
import type { PartnershipInquiry, PartnershipInquiryInput } from './partnership'

/** docs/product.md, Data: partnership types. 'api' is preset on the APIs page and not offered in the selector. */
export const partnershipTypes = ['lender', 'referral', 'other', 'api'] as const
export type PartnershipType = (typeof partnershipTypes)[number]

/** How the team's lists name each partnership type (the forms name them in the page's language). */
export const partnershipTypeLabels: Record<PartnershipType, string> = {
  lender: 'Lending Partner',
  referral: 'Referral Partner',
  other: 'Other',
  api: 'API Integration',
}

/** docs/product.md, Data: the hub's selector offers these; 'api' is only preset. */
export const selectablePartnershipTypes = ['lender', 'referral', 'other'] as const

/** The partner contact form's interests, in its order. */
export const partnerContactInterests = ['lender', 'referral', 'api', 'other'] as const

/**
 * The answers of the two optional selectors, as the team reads them (the values sent); the forms
 * show them in the page's language, in this order (`PartnershipForm.fundingRanges`).
 */
export const fundingRanges = ['Under $250K', '$250K - $1M', '$1M - $5M', '$5M - $10M', 'Over $10M']
export const clientVolumes = [
  '1-10 a month',
  '11-50 a month',
  '51-200 a month',
  'More than 200 a month',
]

/** A partnership form's values: the inquiry, its type empty ('') until one is chosen. */
export type PartnershipFormValues = Omit<PartnershipInquiryInput, 'partnershipType'> & {
  partnershipType: PartnershipType | ''
}

/** A partnership form before the visitor types: every answer empty but the page's own ones. */
export function emptyPartnershipForm({
  partnershipType,
  businessDescription,
}: Pick<PartnershipFormValues, 'partnershipType' | 'businessDescription'>): PartnershipFormValues {
  return {
    company: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    jobTitle: '',
    partnershipType,
    businessDescription,
    fundingRange: '',
    clientVolume: '',
    partnershipGoals: '',
    consent: false,
  }
}

/**
 * The shared schema, fetched on the first submit (docs/decisions/0014). An empty type ('') is
 * refused with the product's message, so the forms' values need not match the schema's input type.
 */
export const loadPartnershipSchema = () =>
  import('./partnership').then(
    (module) => module.partnershipInquirySchema as ZodType<PartnershipInquiry>,
  )

export const NOT_SPECIFIED = 'Not specified'
export const DEFAULT_BUSINESS_DESCRIPTION = 'General partnership inquiry'
