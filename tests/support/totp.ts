import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/**
 * The code an authenticator app shows for the key it was given (base32, as in the QR code's
 * otpauth:// address): RFC 6238 with SHA-1, 30-second steps and 6 digits, written here apart from
 * better-auth so the tests check it against an independent app.
 */
export function totpCode(base32Key: string, now: number = Date.now()): string {
  let bits = ''
  for (const character of base32Key.replace(/[\s=]/g, '').toUpperCase()) {
    bits += BASE32.indexOf(character).toString(2).padStart(5, '0')
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)))
  const digest = createHmac('sha1', key).update(counter).digest()
  const offset = digest[digest.length - 1]! & 0x0f
  const value = digest.readUInt32BE(offset) & 0x7fffffff
  return String(value % 1_000_000).padStart(6, '0')
}
