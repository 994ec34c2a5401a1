import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { arrivingFrom } from '../../../tests/support/test-requests'
import {
  clientAddress,
  installSocketAddressStamp,
  normalizeAddress,
  rateLimitKey,
  SOCKET_ADDRESS_HEADER,
  UNKNOWN_ADDRESS,
} from './client-address'

const request = (headers: Record<string, string>) =>
  new Request('http://localhost/api/contact', { headers })

describe('client address', () => {
  it('with TRUST_PROXY=0 is the socket address, whatever X-Forwarded-For or X-Real-IP say', () => {
    const headers = { ...arrivingFrom('203.0.113.9', '1.2.3.4, 5.6.7.8'), 'X-Real-IP': '9.9.9.9' }
    expect(clientAddress(request(headers), 0)).toBe('203.0.113.9')
  })

  it('with TRUST_PROXY=1 is the rightmost X-Forwarded-For entry, the one the proxy appended', () => {
    // The visitor wrote 1.2.3.4; the proxy appended the address it saw, 198.51.100.7.
    const headers = arrivingFrom('10.0.0.2', '1.2.3.4, 198.51.100.7')
    expect(clientAddress(request(headers), 1)).toBe('198.51.100.7')
  })

  it('with TRUST_PROXY=2 is the second entry from the right (a CDN in front of the proxy)', () => {
    const headers = arrivingFrom('10.0.0.2', '1.2.3.4, 198.51.100.7 ,192.0.2.10')
    expect(clientAddress(request(headers), 2)).toBe('198.51.100.7')
  })

  it('takes the leftmost entry when the chain is shorter than the trusted hops', () => {
    expect(clientAddress(request(arrivingFrom('10.0.0.2', '198.51.100.7')), 2)).toBe('198.51.100.7')
  })

  it('falls back to the socket address when the trusted entry is not an IP address', () => {
    for (const forwarded of ['1.2.3.4, not-an-ip', '1.2.3.4, ', '1.2.3.4, 999.1.1.1', '']) {
      expect(clientAddress(request(arrivingFrom('10.0.0.2', forwarded)), 1)).toBe('10.0.0.2')
    }
    expect(clientAddress(request({ 'X-Forwarded-For': 'junk' }), 1)).toBe(UNKNOWN_ADDRESS)
  })

  it('reads a stuffed X-Forwarded-For only from its right end', () => {
    const stuffed = `${'1.1.1.1, '.repeat(5000)}198.51.100.7`
    expect(clientAddress(request(arrivingFrom('10.0.0.2', stuffed)), 1)).toBe('198.51.100.7')
    // A chain longer than the cap cannot reach past it to a client-written entry.
    expect(clientAddress(request(arrivingFrom('10.0.0.2', stuffed)), 400)).toMatch(/^1\.1\.1\.1$/)
  })

  it('is one shared bucket, never a header value, when nothing trustworthy is known', () => {
    expect(clientAddress(request({ 'X-Forwarded-For': '1.2.3.4' }), 0)).toBe(UNKNOWN_ADDRESS)
    expect(clientAddress(request({ [SOCKET_ADDRESS_HEADER]: 'robert"); drop' }), 0)).toBe(
      UNKNOWN_ADDRESS,
    )
  })

  it('normalises addresses: IPv4-mapped IPv6 as IPv4, case, spaces', () => {
    expect(normalizeAddress(' ::ffff:127.0.0.1 ')).toBe('127.0.0.1')
    expect(normalizeAddress('::FFFF:7f00:1')).toBe('127.0.0.1')
    expect(normalizeAddress('0:0:0:0:0:ffff:c633:6407')).toBe('198.51.100.7')
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1')
    expect(normalizeAddress('127.0.0.1:8080')).toBeUndefined()
    expect(normalizeAddress('x'.repeat(100))).toBeUndefined()
  })
})

describe('the rate-limit key', () => {
  const keyFrom = (socket: string, forwarded?: string, trustProxy = 0) =>
    rateLimitKey(request(arrivingFrom(socket, forwarded)), trustProxy)

  it('is the whole address for IPv4, and IPv4-mapped IPv6 is IPv4', () => {
    expect(keyFrom('203.0.113.9')).toBe('203.0.113.9')
    expect(keyFrom('203.0.113.10')).toBe('203.0.113.10')
    expect(keyFrom('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(keyFrom('::ffff:cb00:7109')).toBe('203.0.113.9')
  })

  it('is the /64 for IPv6: every address one connection can take shares one key', () => {
    const network = '2001:db8:85a3:8d3::/64'
    for (const address of [
      '2001:db8:85a3:8d3::1',
      '2001:DB8:85A3:08D3:1319:8A2E:0370:7344',
      '2001:db8:85a3:8d3:ffff:ffff:ffff:ffff',
      '2001:0db8:85a3:08d3:0000:0000:0000:0000',
      '2001:db8:85a3:8d3::203.0.113.9',
    ]) {
      expect(keyFrom(address), address).toBe(network)
    }
    expect(keyFrom('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64')
    expect(keyFrom('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(keyFrom('::1')).toBe('0:0:0:0::/64')
    expect(keyFrom('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('reads the address TRUST_PROXY names, and never the entries a visitor wrote', () => {
    expect(keyFrom('10.0.0.2', '2001:db8:1:2::99, 2001:db8:7:8::1', 1)).toBe('2001:db8:7:8::/64')
    expect(keyFrom('10.0.0.2', 'junk', 1)).toBe('10.0.0.2')
    expect(rateLimitKey(request({}), 0)).toBe(UNKNOWN_ADDRESS)
  })

  it('leaves the full address to clientAddress, for the audit trail and sessions', () => {
    const from = request(arrivingFrom('2001:db8:85a3:8d3::1'))
    expect(clientAddress(from, 0)).toBe('2001:db8:85a3:8d3::1')
    expect(rateLimitKey(from, 0)).toBe('2001:db8:85a3:8d3::/64')
  })
})

describe('the socket address stamp', () => {
  it("replaces a client's copy of the header with the real peer address", async () => {
    installSocketAddressStamp()
    const seen: string[] = []
    const server = http.createServer((incoming, response) => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        headers.set(name, String(value))
      }
      seen.push(clientAddress(new Request('http://localhost/', { headers }), 0))
      seen.push(String(incoming.rawHeaders.filter((h) => h === SOCKET_ADDRESS_HEADER).length))
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [SOCKET_ADDRESS_HEADER]: '203.0.113.66', 'X-Forwarded-For': '203.0.113.66' },
      })
      expect(seen).toEqual(['127.0.0.1', '1'])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
