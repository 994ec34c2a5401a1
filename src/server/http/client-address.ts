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

/**
 * A bare IPv4 or IPv6 address, IPv4-mapped IPv6 (`::ffff:1.2.3.4`, `::ffff:102:304`) as IPv4;
 * else undefined.
 */
export function normalizeAddress(value: string | null | undefined): string | undefined {
  const address = value?.trim().toLowerCase()
  if (!address || address.length > 45) return undefined
  const kind = isIP(address)
  if (kind !== 6) return kind === 4 ? address : undefined
  const groups = ipv6Groups(address)
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (!mapped) return address
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted quad gives two). */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)]
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number]
          return [(a << 8) | b, (c << 8) | d]
        })
  // A zone (`fe80::1%eth0`) names the host's interface, not part of the address.
  const [head = '', tail] = address.split('%')[0]!.split('::')
  const left = groupsOf(head)
  if (tail === undefined) return left
  const right = groupsOf(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
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
 * The visitor's full address (decision 0016), as the audit trail and sessions record it; rate
 * limits count its network (rateLimitKey). With TRUST_PROXY=0 (the default: the site faces
 * visitors itself) it is the TCP peer's address and X-Forwarded-For is ignored, since any client
 * can write it. With TRUST_PROXY=N, N proxies stand in front of the site and it is the
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

/**
 * The key every rate limit counts a visitor under (decision 0016): the IPv4 address, or the /64
 * network of an IPv6 address, written `2001:db8:0:1::/64`. One IPv6 connection is given a whole
 * /64 and can take any of its 2^64 addresses, so a limit per address would count none of them.
 * The audit trail and the team's session list keep the full address (clientAddress).
 */
export function rateLimitKey(
  request: Request,
  trustProxy: number = serverConfig().TRUST_PROXY,
): string {
  const address = clientAddress(request, trustProxy)
  if (isIP(address) !== 6) return address
  const network = ipv6Groups(address).slice(0, 4)
  return `${network.map((group) => group.toString(16)).join(':')}::/64`
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
