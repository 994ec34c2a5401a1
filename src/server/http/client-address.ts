import 'server-only'
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { serverConfig } from '../config'
import { observeEveryRequest } from './request-observers'

/**
 * The header that carries the TCP peer's address from Node's HTTP server to the route handlers,
 * which Next gives no socket (decision 0016). installSocketAddressStamp sets it on every request
 * and removes any copy a client sent, so only the server itself can have written it.
 */
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address'

/** The one bucket for requests whose address is unknown (none should be, once the stamp runs). */
export const UNKNOWN_ADDRESS = 'unknown'

/** X-Forwarded-For is read up to this many characters from its right end. */
const MAX_FORWARDED_LENGTH = 1024

/** A bare IPv4 or IPv6 address, IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as IPv4; else undefined. */
export function normalizeAddress(value: string | null | undefined): string | undefined {
  const address = value?.trim().toLowerCase()
  if (!address || address.length > 45) return undefined
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1]
  if (mapped && isIP(mapped) === 4) return mapped
  return isIP(address) === 0 ? undefined : address
}

/**
 * The X-Forwarded-For entry `hops` places from the right: the address the outermost trusted
 * proxy saw. Each proxy appends the address it received the request from, so the entries on the
 * left are whatever the client wrote and are never used. A chain shorter than `hops` (a request
 * that skipped a proxy) gives its leftmost entry, which a trusted proxy wrote.
 */
function forwardedAddress(header: string | null, hops: number): string | undefined {
  if (!header) return undefined
  let entries = header.slice(-MAX_FORWARDED_LENGTH).split(',')
  // The cut may have split the leftmost entry: drop it when the header was longer than the cap.
  if (header.length > MAX_FORWARDED_LENGTH) entries = entries.slice(1)
  if (entries.length === 0) return undefined
  return normalizeAddress(entries[Math.max(0, entries.length - hops)])
}

/**
 * The visitor's address for rate limiting (decision 0016). With TRUST_PROXY=0 (the default: the
 * site faces visitors itself) it is the TCP peer's address and X-Forwarded-For is ignored, since
 * any client can write it. With TRUST_PROXY=N, N proxies stand in front of the site and it is the
 * X-Forwarded-For entry N places from the right. Anything that is not a valid IP address falls
 * back to the socket address, then to one shared bucket.
 */
export function clientAddress(
  request: Request,
  trustProxy: number = serverConfig().TRUST_PROXY,
): string {
  const socket = normalizeAddress(request.headers.get(SOCKET_ADDRESS_HEADER))
  const forwarded =
    trustProxy > 0
      ? forwardedAddress(request.headers.get('x-forwarded-for'), trustProxy)
      : undefined
  return forwarded ?? socket ?? UNKNOWN_ADDRESS
}

/** Writes the request's socket address into SOCKET_ADDRESS_HEADER, replacing any sent copy. */
export function stampSocketAddress(request: IncomingMessage) {
  const address = request.socket?.remoteAddress ?? ''
  const raw = request.rawHeaders
  const kept: string[] = []
  for (let index = 0; index + 1 < raw.length; index += 2) {
    if (raw[index]!.toLowerCase() !== SOCKET_ADDRESS_HEADER) kept.push(raw[index]!, raw[index + 1]!)
  }
  if (address) kept.push(SOCKET_ADDRESS_HEADER, address)
  request.rawHeaders.splice(0, raw.length, ...kept)
  // Node may have built the parsed headers already (it reads Expect and Connection first).
  delete request.headers[SOCKET_ADDRESS_HEADER]
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address
}

/**
 * Makes Node's HTTP and HTTPS servers in this process stamp every request with its socket address
 * before any listener (Next's) sees it.
 */
export function installSocketAddressStamp() {
  observeEveryRequest(stampSocketAddress)
}
