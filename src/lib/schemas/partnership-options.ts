// The partnership form's options, without Zod, so the form's page need not load Zod before the
// visitor submits (docs/decisions/0013). The schema is in ./partnership.

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

/** SPEC section 8: what both partnership forms say once an inquiry is stored. */
export const PARTNERSHIP_SUCCESS_MESSAGE = 'Thanks! Your partnership inquiry has been received.'
