// The partnership forms' options and values, without Zod, so the forms' pages need not load Zod
// before the visitor submits (docs/decisions/0013). The schema is in ./partnership.
import type { ZodType } from 'zod'
import type { PartnershipInquiry, PartnershipInquiryInput } from './partnership'

/** docs/product.md, Data: partnership types. 'api' is preset on the APIs page and not offered in the selector. */
export const partnershipTypes = ['lender', 'referral', 'other', 'api'] as const
export type PartnershipType = (typeof partnershipTypes)[number]

/** How the forms name each partnership type. */
export const partnershipTypeLabels: Record<PartnershipType, string> = {
  lender: 'Lending Partner',
  referral: 'Referral Partner',
  other: 'Other',
  api: 'API Integration',
}

/** The options of a partnership type selector, in the order given. */
export function partnershipTypeOptions(types: readonly PartnershipType[]) {
  return types.map((value) => ({ value, label: partnershipTypeLabels[value] }))
}

/** docs/product.md, Data: the hub's selector offers these; 'api' is only preset. */
export const selectablePartnershipTypes = partnershipTypeOptions(['lender', 'referral', 'other'])

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

/** docs/product.md, Messages: what both partnership forms say once an inquiry is stored. */
export const PARTNERSHIP_SUCCESS_MESSAGE = 'Thanks! Your partnership inquiry has been received.'
