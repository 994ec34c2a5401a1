import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { derivedKey } from '../secrets'

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe'

/** Confirmation links expire; unsubscribe links work for as long as mail is sent. */
export const CONFIRM_TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000

type TokenPayload = { s: string; p: NewsletterTokenPurpose; e?: number }

function sign(encodedPayload: string): string {
  return createHmac('sha256', derivedKey('newsletter-token'))
    .update(encodedPayload)
    .digest('base64url')
}

export function createNewsletterToken(
  subscriberId: string,
  purpose: NewsletterTokenPurpose,
  now: Date = new Date(),
): string {
  const payload: TokenPayload = { s: subscriberId, p: purpose }
  if (purpose === 'confirm') payload.e = now.getTime() + CONFIRM_TOKEN_LIFETIME_MS
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${encoded}.${sign(encoded)}`
}

export type TokenCheck =
  { valid: true; subscriberId: string } | { valid: false; reason: 'invalid' | 'expired' }

/** Checks a link's token: signature, purpose and (for confirmations) expiry. */
export function verifyNewsletterToken(
  token: string | undefined | null,
  purpose: NewsletterTokenPurpose,
  now: Date = new Date(),
): TokenCheck {
  const [encoded, signature, extra] = (token ?? '').split('.')
  if (!encoded || !signature || extra !== undefined) return { valid: false, reason: 'invalid' }
  const expected = Buffer.from(sign(encoded))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { valid: false, reason: 'invalid' }
  }
  let payload: TokenPayload
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as TokenPayload
  } catch {
    return { valid: false, reason: 'invalid' }
  }
  if (payload.p !== purpose || typeof payload.s !== 'string')
    return { valid: false, reason: 'invalid' }
  if (payload.e !== undefined && now.getTime() > payload.e)
    return { valid: false, reason: 'expired' }
  return { valid: true, subscriberId: payload.s }
}
