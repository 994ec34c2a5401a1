/** docs/product.md, Timers and rotations: how often each partner page's highlight moves on. */
export const LENDER_FEATURE_INTERVAL_MS = 6000
export const REFERRAL_ADVANTAGE_INTERVAL_MS = 4000
export const SEGMENT_INTERVAL_MS = 2000
export const WHY_PARTNER_INTERVAL_MS = 3000
