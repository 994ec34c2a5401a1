import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { derivedKey } from './secrets'

/**
 * Values the server hands out and must recognise when they come back unchanged (newsletter link
 * tokens, the chat conversation cookie): `value.signature`, an HMAC-SHA256 under a key derived for
 * one purpose, so a value signed for one use is refused by every other.
 */

function signature(purpose: string, value: string): string {
  return createHmac('sha256', derivedKey(purpose)).update(value).digest('base64url')
}

/** `value.signature`; the value must not contain a dot. */
export function signValue(purpose: string, value: string): string {
  return `${value}.${signature(purpose, value)}`
}

/** The value of a `value.signature` signed for this purpose, or undefined if anything is off. */
export function verifySignedValue(
  purpose: string,
  signed: string | null | undefined,
): string | undefined {
  const [value, given, extra] = (signed ?? '').split('.')
  if (!value || !given || extra !== undefined) return undefined
  const expected = Buffer.from(signature(purpose, value))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return undefined
  return value
}

/** An object as a signed link token: its JSON in base64url, signed for `purpose`. */
export function signPayload(purpose: string, payload: object): string {
  return signValue(purpose, Buffer.from(JSON.stringify(payload)).toString('base64url'))
}

/** The object a token signed with signPayload for `purpose` carries, or undefined. */
export function readSignedPayload(purpose: string, token: string | null | undefined): unknown {
  const encoded = verifySignedValue(purpose, token)
  if (!encoded) return undefined
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown
  } catch {
    return undefined
  }
}
