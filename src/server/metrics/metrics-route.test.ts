import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as postContact } from '@/app/api/contact/route'
import { GET as getMetrics } from '@/app/api/metrics/route'
import { POST as retryDelivery } from '@/app/api/admin/deliveries/[id]/retry/route'
import { GET as getDeliveries } from '@/app/api/admin/deliveries/route'
import { resetServerConfig } from '../config'
import { closeDatabase } from '../db/client'
import { findOutboxRows, markOutboxAttemptFailed } from '../db/repositories/outbox'
import { resetRateLimiters } from '../http/rate-limit'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { contact } from '../../../tests/support/test-leads'
import { addTeamMember, serveFrom, signInAs } from '../../../tests/support/team-session'
import { jsonRequest } from '../../../tests/support/test-requests'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

const TOKEN = 'metrics-token-for-tests-0123'
const SITE = 'http://localhost:3000'

function scrape(authorization?: string) {
  return getMetrics(
    new Request(`${SITE}/api/metrics`, {
      headers: authorization ? { Authorization: authorization } : {},
    }),
  )
}

/** The value of one series in Prometheus text, 0 when it is absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

async function metricsText() {
  const response = await scrape(`Bearer ${TOKEN}`)
  expect(response.status).toBe(200)
  return response.text()
}

describe.each(testDatabaseKinds)('metrics and delivery retries on %s', (kind) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    process.env.DATABASE_URL = test.url
    process.env.FORM_RATE_LIMIT = '2/1m'
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    process.env.PUBLIC_SITE_URL = SITE
    process.env.METRICS_TOKEN = TOKEN
    await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'off' })
  })

  afterAll(async () => {
    delete process.env.METRICS_TOKEN
    delete process.env.FORM_RATE_LIMIT
    resetServerConfig()
    resetRateLimiters()
    await closeDatabase()
    await test.destroy()
  })

  beforeEach(async () => {
    resetRateLimiters()
    await clearTables(test.db)
  })

  describe('GET /api/metrics', () => {
    it('is not found without the token, with a wrong one, or when METRICS_TOKEN is unset', async () => {
      for (const authorization of [
        undefined,
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        TOKEN,
        `Basic ${TOKEN}`,
      ]) {
        const response = await scrape(authorization)
        expect(response.status).toBe(404)
        expect(await response.text()).not.toContain('http_requests_total')
      }
      delete process.env.METRICS_TOKEN
      resetServerConfig()
      try {
        expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404)
        expect((await scrape('Bearer ')).status).toBe(404)
      } finally {
        process.env.METRICS_TOKEN = TOKEN
        resetServerConfig()
      }
    })

    it('answers Prometheus text with the token', async () => {
      const response = await scrape(`Bearer ${TOKEN}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const text = await response.text()
      for (const name of [
        'http_requests_total',
        'http_request_duration_seconds',
        'leads_accepted_total',
        'outbox_backlog',
        'outbox_oldest_undelivered_age_seconds',
        'outbox_deliveries_failed_total',
        'outbox_deliveries_given_up_total',
        'rate_limit_refusals_total',
      ]) {
        expect(text).toContain(`# TYPE ${name} `)
      }
    })

    it('counts a lead, its request by route name, the backlog it leaves and a rate-limit refusal', async () => {
      const before = await metricsText()
      const created = '{route="contact.create",method="POST",status="201"}'
      const refused = '{route="contact.create",method="POST",status="429"}'

      for (let attempt = 0; attempt < 3; attempt += 1) {
        await postContact(jsonRequest('/api/contact', contact, { 'X-Forwarded-For': '192.0.2.7' }))
      }
      const after = await metricsText()
      expect(valueOf(after, 'leads_accepted_total{type="contact"}')).toBe(
        valueOf(before, 'leads_accepted_total{type="contact"}') + 2,
      )
      expect(valueOf(after, `http_requests_total${created}`)).toBe(
        valueOf(before, `http_requests_total${created}`) + 2,
      )
      expect(valueOf(after, `http_requests_total${refused}`)).toBe(
        valueOf(before, `http_requests_total${refused}`) + 1,
      )
      expect(valueOf(after, 'rate_limit_refusals_total{route="contact.create"}')).toBe(
        valueOf(before, 'rate_limit_refusals_total{route="contact.create"}') + 1,
      )
      const latencyCount = `http_request_duration_seconds_count${created}`
      expect(valueOf(after, latencyCount)).toBe(valueOf(before, latencyCount) + 2)
      // Two leads, one e-mail each, not delivered yet.
      expect(valueOf(after, 'outbox_backlog')).toBe(2)
      expect(valueOf(after, 'outbox_oldest_undelivered_age_seconds')).toBeGreaterThanOrEqual(0)
      expect(after).not.toMatch(/route="\/api\/contact"/)
    })

    it('reports the age of the oldest undelivered row from the database', async () => {
      await postContact(jsonRequest('/api/contact', contact))
      const hourAgo = new Date(Date.now() - 3600_000).toISOString()
      await test.db.updateTable('outbox').set({ created_at: hourAgo }).execute()
      const age = valueOf(await metricsText(), 'outbox_oldest_undelivered_age_seconds')
      expect(age).toBeGreaterThanOrEqual(3600)
      expect(age).toBeLessThan(3700)
    })
  })

  describe('the admin Deliveries API', () => {
    let cookie = ''

    async function signedIn() {
      await test.db.deleteFrom('team_members').execute()
      const owner = await addTeamMember('owner@example.com')
      cookie = (await signInAs(owner)).cookie
      expect(cookie).toContain('session_token=')
    }

    async function givenUpDelivery() {
      await postContact(jsonRequest('/api/contact', contact))
      const [row] = await findOutboxRows(test.db)
      await markOutboxAttemptFailed(test.db, row!.id, {
        error: 'Mailbox unavailable',
        retryAt: null,
      })
      return row!.id
    }

    function retry(id: string, origin: string | null = SITE) {
      return retryDelivery(
        new Request(`${SITE}/api/admin/deliveries/${id}/retry`, {
          method: 'POST',
          headers: { Cookie: cookie, ...(origin ? { Origin: origin } : {}) },
        }),
        { params: Promise.resolve({ id }) },
      )
    }

    it('lists a given-up delivery with its lead, channel, attempts and last error', async () => {
      await signedIn()
      const id = await givenUpDelivery()
      const response = await getDeliveries(
        new Request(`${SITE}/api/admin/deliveries`, { headers: { Cookie: cookie } }),
      )
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({
        total: 1,
        givenUp: 1,
        items: [
          {
            id,
            channel: 'lead-email',
            subject: { type: 'contact', name: `${contact.firstName} ${contact.lastName}` },
            attempts: 1,
            lastError: 'Mailbox unavailable',
            nextAttemptAt: null,
            givenUpAt: expect.any(String),
          },
        ],
      })
    })

    it('retry now makes the row due at once; refused without a session or from another site', async () => {
      cookie = ''
      const id = await givenUpDelivery()
      expect((await retry(id)).status).toBe(401)
      await signedIn()
      expect((await retry(id, 'https://evil.example')).status).toBe(403)
      expect((await retry(id, null)).status).toBe(403)
      expect((await findOutboxRows(test.db))[0]!.failed_at).not.toBeNull()

      const before = Date.now()
      expect((await retry(id)).status).toBe(204)
      const [row] = await findOutboxRows(test.db)
      expect(row!.failed_at).toBeNull()
      expect(Date.parse(row!.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000)
      expect(Date.parse(row!.next_attempt_at)).toBeLessThanOrEqual(Date.now())

      await test.db.updateTable('outbox').set({ delivered_at: new Date().toISOString() }).execute()
      const again = await retry(id)
      expect(again.status).toBe(404)
      expect(await again.json()).toMatchObject({ error: expect.stringMatching(/delivered/) })
    })
  })
})
