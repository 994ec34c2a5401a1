import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { derivedKey } from './secrets'

function sign(keyName: string, encodedPayload: string): string {
  return createHmac('sha256', derivedKey(keyName)).update(encodedPayload).digest('base64url')
}

/**
 * A link token: the payload as base64url JSON, a dot, and its HMAC under a key kept for one purpose
 * (`keyName`), so the server can trust what a link carries without storing a secret per link.
 */
export function signPayload(keyName: string, payload: object): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${encoded}.${sign(keyName, encoded)}`
}

/** The payload of a token signed with `keyName`, or undefined when it is malformed or forged. */
export function readSignedPayload(keyName: string, token: string | undefined | null): unknown {
  const [encoded, signature, extra] = (token ?? '').split('.')
  if (!encoded || !signature || extra !== undefined) return undefined
  const expected = Buffer.from(sign(keyName, encoded))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown
  } catch {
    return undefined
  }
}
