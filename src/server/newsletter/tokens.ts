import 'server-only'
import { readSignedPayload, signPayload } from '../signed-value'

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe'

/** Confirmation links expire; unsubscribe links work for as long as mail is sent. */
export const CONFIRM_TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000

const SIGNING_PURPOSE = 'newsletter-token'

type TokenPayload = { s: string; p: NewsletterTokenPurpose; e?: number }

export function createNewsletterToken(
  subscriberId: string,
  purpose: NewsletterTokenPurpose,
  now: Date = new Date(),
): string {
  const payload: TokenPayload = { s: subscriberId, p: purpose }
  if (purpose === 'confirm') payload.e = now.getTime() + CONFIRM_TOKEN_LIFETIME_MS
  return signPayload(SIGNING_PURPOSE, payload)
}

export type TokenCheck =
  | {
      valid: true
      subscriberId: string
      /** When a confirmation link was made (unsubscribe links carry no time). */
      issuedAt?: Date
    }
  | { valid: false; reason: 'invalid' | 'expired' }

/** Checks a link's token: signature, purpose and (for confirmations) expiry. */
export function verifyNewsletterToken(
  token: string | undefined | null,
  purpose: NewsletterTokenPurpose,
  now: Date = new Date(),
): TokenCheck {
  const payload = readSignedPayload(SIGNING_PURPOSE, token) as TokenPayload | undefined
  if (!payload || typeof payload !== 'object') return { valid: false, reason: 'invalid' }
  if (payload.p !== purpose || typeof payload.s !== 'string')
    return { valid: false, reason: 'invalid' }
  if (payload.e === undefined) return { valid: true, subscriberId: payload.s }
  if (typeof payload.e !== 'number') return { valid: false, reason: 'invalid' }
  if (now.getTime() > payload.e) return { valid: false, reason: 'expired' }
  return {
    valid: true,
    subscriberId: payload.s,
    issuedAt: new Date(payload.e - CONFIRM_TOKEN_LIFETIME_MS),
  }
}
