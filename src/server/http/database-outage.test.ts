import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as postContact } from '@/app/api/contact/route'
import { GET as getHealth } from '@/app/api/health/route'
import { POST as postPartnership } from '@/app/api/partnerships/route'
import { POST as postSubscribe } from '@/app/api/subscribe/route'
import { resetServerConfig } from '../config'
import { closeDatabase, database } from '../db/client'
import { migrateToLatest } from '../db/migrate'
import { listContactSubmissions } from '../db/repositories/contact-submissions'
import { resetRateLimiters } from './rate-limit'
import { getRequest, jsonRequest } from '../../../tests/support/test-requests'

/**
 * A PostgreSQL outage in the middle of a run: the API answers 503 quickly (never a 500, never a
 * hang), /api/health says so, and everything works again once the database is back, with no
 * restart. Uses its own PostgreSQL cluster (scripts/test-postgres.sh) so the outage is real.
 */
const cluster = {
  ...process.env,
  TEST_POSTGRES_PORT: '25533',
  TEST_POSTGRES_DIR: '/tmp/site-outage-postgres',
}
const postgres = (command: 'start' | 'halt' | 'resume' | 'stop') =>
  execFileSync('bash', ['scripts/test-postgres.sh', command], { env: cluster }).toString().trim()

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
  message: 'Working capital, please.',
}
const partnership = {
  company: 'Northwind Ledger',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@northwind.example',
  phone: '555-0101',
  partnershipType: 'lender',
  businessDescription: 'Lending partnership inquiry',
  partnershipGoals: 'Access vetted deal flow',
}

/** Answers the request and reports how long it took. */
async function timed(answer: Promise<Response>) {
  const started = performance.now()
  const response = await answer
  return { response, seconds: (performance.now() - started) / 1000 }
}

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL outage', () => {
  beforeAll(async () => {
    process.env.DATABASE_URL = postgres('start')
    process.env.FORM_RATE_LIMIT = 'off'
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    resetServerConfig()
    resetRateLimiters()
    await closeDatabase()
    await migrateToLatest(database().db)
  }, 60_000)

  afterAll(async () => {
    await closeDatabase()
    postgres('stop')
  })

  it('answers 503 within seconds while the database is down, and recovers by itself', async () => {
    expect((await postContact(jsonRequest('/api/contact', contact))).status).toBe(201)
    expect((await getHealth(getRequest('/api/health'))).status).toBe(200)

    postgres('halt')
    for (const [handler, request] of [
      [postContact, jsonRequest('/api/contact', contact)],
      [postPartnership, jsonRequest('/api/partnerships', partnership)],
      [postSubscribe, jsonRequest('/api/subscribe', { email: 'reader@example.com' })],
    ] as const) {
      const { response, seconds } = await timed(handler(request))
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('30')
      expect((await response.json()) as unknown).toEqual({ error: expect.stringMatching(/\w/) })
      expect(seconds).toBeLessThan(6)
    }
    const { response: health, seconds } = await timed(getHealth(getRequest('/api/health')))
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ status: 'unavailable' })
    expect(seconds).toBeLessThan(3)

    postgres('resume')
    await expect
      .poll(async () => (await getHealth(getRequest('/api/health'))).status, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(200)
    const after = await postContact(jsonRequest('/api/contact', { ...contact, lastName: 'Byron' }))
    expect(after.status).toBe(201)
    const stored = await listContactSubmissions(database().db)
    expect(stored.map((row) => row.lastName).sort()).toEqual(['Byron', 'Lovelace'])
  }, 60_000)
})
