import { afterEach, describe, expect, it } from 'vitest'
import { resetServerConfig } from '../config'
import { arrivingFrom } from '../../../tests/support/test-requests'
import { HttpError } from './errors'
import {
  enforceRateLimit,
  keysHeldInMemory,
  MAX_KEYS_IN_MEMORY,
  resetRateLimiters,
} from './rate-limit'

/** A form post from one address of the 2001:db8::/32 documentation range: a new /64 each time. */
const fromNetwork = (network: number) =>
  new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: arrivingFrom(
      `2001:db8:${Math.floor(network / 65536).toString(16)}:${(network % 65536).toString(16)}::1`,
    ),
  })

async function statusOf(request: Request): Promise<number> {
  try {
    await enforceRateLimit('form', request, 'contact.create')
    return 200
  } catch (error) {
    if (error instanceof HttpError) return error.status
    throw error
  }
}

function settings(values: Record<string, string>) {
  Object.assign(process.env, values)
  resetServerConfig()
  resetRateLimiters()
}

describe('the rate limits in memory', () => {
  afterEach(() => {
    delete process.env.FORM_RATE_LIMIT
    delete process.env.FORM_RATE_CEILING
    resetServerConfig()
    resetRateLimiters()
  })

  it(`hold at most ${MAX_KEYS_IN_MEMORY} visitors, however many networks a flood comes from`, async () => {
    // No ceiling: the cap alone bounds memory.
    settings({ FORM_RATE_LIMIT: '1/1m', FORM_RATE_CEILING: 'off' })
    for (let network = 0; network < MAX_KEYS_IN_MEMORY + 2000; network += 1) {
      await statusOf(fromNetwork(network))
    }
    expect(await keysHeldInMemory('form')).toBe(MAX_KEYS_IN_MEMORY)
    // The newest visitors are still counted: their second request is refused.
    expect(await statusOf(fromNetwork(MAX_KEYS_IN_MEMORY + 1999))).toBe(429)
  }, 60_000)

  it('keep no key for requests refused by the ceiling, so a flood adds no more keys than it lets through', async () => {
    settings({ FORM_RATE_LIMIT: '1/1m', FORM_RATE_CEILING: '50/1m' })
    const statuses: number[] = []
    for (let network = 0; network < 1000; network += 1) {
      statuses.push(await statusOf(fromNetwork(network)))
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(50)
    expect(await keysHeldInMemory('form')).toBe(50)
  })
})
