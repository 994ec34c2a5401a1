import 'server-only'
import { readSignedPayload, signPayload } from '../signed-token'

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe'

/** Confirmation links expire; unsubscribe links work for as long as mail is sent. */
export const CONFIRM_TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000

type TokenPayload = { s: string; p: NewsletterTokenPurpose; e?: number }

const KEY_NAME = 'newsletter-token'

export function createNewsletterToken(
  subscriberId: string,
  purpose: NewsletterTokenPurpose,
  now: Date = new Date(),
): string {
  const payload: TokenPayload = { s: subscriberId, p: purpose }
  if (purpose === 'confirm') payload.e = now.getTime() + CONFIRM_TOKEN_LIFETIME_MS
  return signPayload(KEY_NAME, payload)
}

export type TokenCheck =
  { valid: true; subscriberId: string } | { valid: false; reason: 'invalid' | 'expired' }

/** Checks a link's token: signature, purpose and (for confirmations) expiry. */
export function verifyNewsletterToken(
  token: string | undefined | null,
  purpose: NewsletterTokenPurpose,
  now: Date = new Date(),
): TokenCheck {
  const payload = readSignedPayload(KEY_NAME, token) as TokenPayload | undefined
  if (!payload || typeof payload !== 'object') return { valid: false, reason: 'invalid' }
  if (payload.p !== purpose || typeof payload.s !== 'string')
    return { valid: false, reason: 'invalid' }
  if (payload.e !== undefined && now.getTime() > payload.e)
    return { valid: false, reason: 'expired' }
  return { valid: true, subscriberId: payload.s }
}
