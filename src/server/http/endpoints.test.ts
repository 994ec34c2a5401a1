import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as postContact } from '@/app/api/contact/route'
import { GET as getHealth } from '@/app/api/health/route'
import { POST as postPartnership } from '@/app/api/partnerships/route'
import { POST as postSubscribe } from '@/app/api/subscribe/route'
import { messages } from '@/lib/schemas/fields'
import { resetServerConfig } from '../config'
import { closeDatabase } from '../db/client'
import { listContactSubmissions } from '../db/repositories/contact-submissions'
import { findSubscriberByEmail } from '../db/repositories/newsletter-subscribers'
import { findOutboxRows } from '../db/repositories/outbox'
import { confirmSubscription, subscribe, unsubscribe } from '../leads/subscription'
import { createNewsletterToken } from '../newsletter/tokens'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { resetRateLimiters } from './rate-limit'
import { arrivingFrom, getRequest, jsonRequest, send } from '../../../tests/support/test-requests'

const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 416 555 0100',
  company: 'Analytical Engines Ltd.',
  message: 'Inquiry Type: funding\n\nWe need working capital for Q3.',
}

const validPartnership = {
  company: 'Northwind Ledger',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@northwind.example',
  phone: '555-0101',
  jobTitle: '',
  partnershipType: 'lender',
  businessDescription: 'Lending partnership inquiry',
  fundingRange: '',
  clientVolume: '',
  partnershipGoals: 'Access vetted deal flow',
  consent: false,
}

const wrongTypes: unknown[] = [42, ['a'], { nested: true }, true]
const invalidEmails = ['plainaddress', 'no-at.example.com', 'a@b', '@example.com', 'a@']
/** Addresses with a character that would split or extend them where they are used. */
const emailsWithForbiddenCharacters = [
  'a @b.com',
  'a@b .com',
  'a@b.com?cc=c@d.com',
  'a@b.com&body=x',
  '<a@b.com>',
  'a@b.com,c@d.com',
  'a@b.com;c@d.com',
]
const controlAndEmoji = 'Ünïcödé 🚀💸 \u0007bell \u001bescape\ttab\r\nnewline 👩🏽‍💼'
const injections = [
  `'; DROP TABLE contact_submissions; --`,
  `" OR 1=1 --`,
  `<script>alert('x')</script>`,
  `<img src=x onerror=alert(1)>`,
  `{{constructor.constructor('alert(1)')()}}`,
]

describe.each(testDatabaseKinds)('public endpoints on %s', (kind) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    process.env.DATABASE_URL = test.url
    process.env.FORM_RATE_LIMIT = 'off'
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    resetServerConfig()
    resetRateLimiters()
    await closeDatabase()
  })

  afterAll(async () => {
    await closeDatabase()
    await test.destroy()
  })

  beforeEach(async () => {
    await clearTables(test.db)
  })

  describe('POST /api/contact', () => {
    it('stores a valid submission with its team notification and answers 201 with the id', async () => {
      const { status, body } = await send(postContact, jsonRequest('/api/contact', validContact))
      expect(status).toBe(201)
      const stored = await listContactSubmissions(test.db)
      expect(stored).toEqual([{ ...validContact, id: body.id, submittedAt: expect.any(String) }])
      const outbox = await findOutboxRows(test.db)
      expect(outbox).toEqual([expect.objectContaining({ kind: 'lead-email', delivered_at: null })])
      expect(JSON.parse(outbox[0]!.payload)).toEqual({ leadType: 'contact', leadId: body.id })
    })

    it('answers a French page in French and records the page language on the lead', async () => {
      const french = { 'Content-Language': 'fr-CA' }
      const refused = await send(
        postContact,
        jsonRequest('/api/contact', { ...validContact, email: 'nowhere' }, french),
      )
      expect(refused.status).toBe(400)
      expect(refused.body.fields).toEqual({ email: 'Veuillez entrer une adresse courriel valide' })
      expect(refused.body.error).toBe('Veuillez vérifier les champs signalés et réessayer.')
      const english = await send(
        postContact,
        jsonRequest('/api/contact', { ...validContact, email: 'nowhere' }),
      )
      expect(english.body.fields).toEqual({ email: messages.invalidEmail })

      const { status, body } = await send(
        postContact,
        jsonRequest('/api/contact', validContact, french),
      )
      expect(status).toBe(201)
      const row = await test.db
        .selectFrom('contact_submissions')
        .select('language')
        .where('id', '=', String(body.id))
        .executeTakeFirstOrThrow()
      expect(row.language).toBe('fr')
    })

    for (const field of ['firstName', 'lastName', 'email', 'phone', 'message'] as const) {
      it(`asks for ${field} when it is missing or blank`, async () => {
        const { [field]: _omitted, ...withoutField } = validContact
        for (const body of [
          withoutField,
          { ...validContact, [field]: '' },
          { ...validContact, [field]: '  \n\t ' },
          { ...validContact, [field]: null },
        ]) {
          const answer = await send(postContact, jsonRequest('/api/contact', body))
          expect(answer.status).toBe(400)
          expect(answer.body.fields).toEqual({ [field]: 'Please enter this field' })
        }
        expect(await listContactSubmissions(test.db)).toEqual([])
      })

      it(`refuses a ${field} of the wrong type`, async () => {
        for (const value of wrongTypes) {
          const answer = await send(
            postContact,
            jsonRequest('/api/contact', { ...validContact, [field]: value }),
          )
          expect(answer.status).toBe(400)
          expect(answer.body.fields).toEqual({ [field]: 'Please enter text' })
        }
      })
    }

    it('refuses invalid e-mail addresses with the form message', async () => {
      for (const email of invalidEmails) {
        const answer = await send(
          postContact,
          jsonRequest('/api/contact', { ...validContact, email }),
        )
        expect(answer.status, email).toBe(400)
        expect(answer.body.fields).toEqual({ email: 'Please enter a valid email address' })
      }
      for (const email of emailsWithForbiddenCharacters) {
        const answer = await send(
          postContact,
          jsonRequest('/api/contact', { ...validContact, email }),
        )
        expect(answer.status, email).toBe(400)
        expect(answer.body.fields).toEqual({ email: messages.emailCharacters })
      }
      expect(await listContactSubmissions(test.db)).toEqual([])
    })

    it('accepts a missing company and stores it as absent', async () => {
      const { company: _company, ...withoutCompany } = validContact
      expect((await send(postContact, jsonRequest('/api/contact', withoutCompany))).status).toBe(
        201,
      )
      const [stored] = await listContactSubmissions(test.db)
      expect(stored).not.toHaveProperty('company')
    })

    it('trims values and ignores unknown and prototype keys', async () => {
      const body = `{"firstName":"  Ada ","lastName":"Lovelace","email":" ada@example.com ","phone":"1","message":"Hi","isAdmin":true,"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}`
      const answer = await send(postContact, jsonRequest('/api/contact', body))
      expect(answer.status).toBe(201)
      const [stored] = await listContactSubmissions(test.db)
      expect(stored).toEqual({
        id: answer.body.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '1',
        message: 'Hi',
        submittedAt: expect.any(String),
      })
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    })

    it('stores control characters, emoji and injection strings byte for byte', async () => {
      for (const value of [controlAndEmoji, ...injections]) {
        const body = {
          firstName: value,
          lastName: value,
          email: 'x@example.com',
          phone: value.slice(0, 50),
          company: value,
          message: value,
        }
        expect((await send(postContact, jsonRequest('/api/contact', body))).status).toBe(201)
        const [stored] = await listContactSubmissions(test.db)
        expect(stored).toMatchObject({
          firstName: value.trim(),
          company: value.trim(),
          message: value.trim(),
        })
      }
    })

    it('drops NUL characters, which PostgreSQL cannot store, and keeps the rest', async () => {
      const answer = await send(
        postContact,
        jsonRequest('/api/contact', { ...validContact, message: 'a\u0000b' }),
      )
      expect(answer.status).toBe(201)
      expect((await listContactSubmissions(test.db))[0]?.message).toBe('ab')
    })

    it('stores half an emoji as U+FFFD, which SQLite would otherwise keep as invalid UTF-8', async () => {
      const answer = await send(
        postContact,
        jsonRequest('/api/contact', { ...validContact, firstName: 'a\ud83db', message: '\ude80' }),
      )
      expect(answer.status).toBe(201)
      const [stored] = await listContactSubmissions(test.db)
      expect([stored?.firstName, stored?.message]).toEqual(['a\ufffdb', '\ufffd'])
    })

    it('answers clearly for bodies that are not a JSON object', async () => {
      expect((await send(postContact, jsonRequest('/api/contact', '{"firstName":'))).status).toBe(
        400,
      )
      expect((await send(postContact, jsonRequest('/api/contact', '[1,2]'))).status).toBe(400)
      expect((await send(postContact, jsonRequest('/api/contact', 'null'))).status).toBe(400)
      expect((await send(postContact, jsonRequest('/api/contact', '"text"'))).status).toBe(400)
      expect((await send(postContact, jsonRequest('/api/contact', ''))).status).toBe(400)
    })

    it('refuses other content types with 415 and large bodies with 413', async () => {
      const form = new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'firstName=Ada',
      })
      expect((await send(postContact, form)).status).toBe(415)
      const noType = new Request('http://localhost/api/contact', {
        method: 'POST',
        body: JSON.stringify(validContact),
      })
      expect((await send(postContact, noType)).status).toBe(415)

      const huge = { ...validContact, message: 'x'.repeat(1024 * 1024) }
      expect((await send(postContact, jsonRequest('/api/contact', huge))).status).toBe(413)
      // Without a Content-Length header the stream is still cut off at the limit.
      const streamed = new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new Blob([JSON.stringify(huge)]).stream(),
        duplex: 'half',
      } as RequestInit)
      expect((await send(postContact, streamed)).status).toBe(413)
      expect(await listContactSubmissions(test.db)).toEqual([])
    })

    it('caps field lengths with a clear message', async () => {
      const answer = await send(
        postContact,
        jsonRequest('/api/contact', { ...validContact, firstName: 'a'.repeat(201) }),
      )
      expect(answer.status).toBe(400)
      expect(answer.body.fields).toEqual({ firstName: 'Please keep this under 200 characters' })
    })

    it('answers a filled honeypot like a success and stores nothing', async () => {
      const answer = await send(
        postContact,
        jsonRequest('/api/contact', { ...validContact, website: 'http://spam.example' }),
      )
      expect(answer.status).toBe(201)
      expect(answer.body.id).toEqual(expect.any(String))
      expect(await listContactSubmissions(test.db)).toEqual([])
      expect(await findOutboxRows(test.db)).toEqual([])
    })
  })

  describe('POST /api/partnerships', () => {
    it('stores an inquiry with the defaults and queues the team e-mail', async () => {
      const { status, body } = await send(
        postPartnership,
        jsonRequest('/api/partnerships', validPartnership),
      )
      expect(status).toBe(201)
      const row = await test.db
        .selectFrom('partnership_inquiries')
        .selectAll()
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        id: body.id,
        job_title: 'Not specified',
        funding_range: 'Not specified',
        client_volume: 'Not specified',
        partnership_type: 'lender',
        business_description: 'Lending partnership inquiry',
      })
      expect(Number(row.consent)).toBe(0)
      expect(await findOutboxRows(test.db)).toEqual([
        expect.objectContaining({ kind: 'lead-email' }),
      ])
    })

    it('defaults an empty business description', async () => {
      await send(
        postPartnership,
        jsonRequest('/api/partnerships', { ...validPartnership, businessDescription: ' ' }),
      )
      const row = await test.db
        .selectFrom('partnership_inquiries')
        .selectAll()
        .executeTakeFirstOrThrow()
      expect(row.business_description).toBe('General partnership inquiry')
    })

    it('asks for the partnership type when none or an unknown one is chosen', async () => {
      for (const partnershipType of ['', undefined, 'banker', 7]) {
        const answer = await send(
          postPartnership,
          jsonRequest('/api/partnerships', { ...validPartnership, partnershipType }),
        )
        expect(answer.status).toBe(400)
        expect(answer.body.fields).toEqual({ partnershipType: 'Please select partnership type' })
      }
    })

    for (const field of [
      'company',
      'firstName',
      'lastName',
      'email',
      'phone',
      'partnershipGoals',
    ] as const) {
      it(`asks for ${field} when it is blank`, async () => {
        const answer = await send(
          postPartnership,
          jsonRequest('/api/partnerships', { ...validPartnership, [field]: ' ' }),
        )
        expect(answer.status).toBe(400)
        expect(answer.body.fields).toEqual({ [field]: 'Please enter this field' })
      })
    }

    it('refuses a consent that is not a boolean', async () => {
      const answer = await send(
        postPartnership,
        jsonRequest('/api/partnerships', { ...validPartnership, consent: 'yes' }),
      )
      expect(answer.status).toBe(400)
      expect(answer.body.fields).toHaveProperty('consent')
    })

    it('stores control characters, emoji and injection strings byte for byte', async () => {
      for (const value of [controlAndEmoji, ...injections]) {
        const answer = await send(
          postPartnership,
          jsonRequest('/api/partnerships', {
            ...validPartnership,
            company: value,
            partnershipGoals: value,
          }),
        )
        expect(answer.status).toBe(201)
        // By the id it answered: two ids made in the same millisecond sort either way.
        const row = await test.db
          .selectFrom('partnership_inquiries')
          .selectAll()
          .where('id', '=', String(answer.body.id))
          .executeTakeFirstOrThrow()
        expect([row.company, row.partnership_goals]).toEqual([value.trim(), value.trim()])
      }
    })
  })

  describe('POST /api/subscribe', () => {
    it('asks for an address, then for a valid one, in the error field', async () => {
      for (const email of ['', '   ', undefined]) {
        const answer = await send(postSubscribe, jsonRequest('/api/subscribe', { email }))
        expect(answer.status).toBe(400)
        expect(answer.body.error).toBe('Please enter your email')
      }
      const invalid = await send(
        postSubscribe,
        jsonRequest('/api/subscribe', { email: 'not-an-email' }),
      )
      expect(invalid.body.error).toBe('Please enter a valid email address')
      const wrongType = await send(
        postSubscribe,
        jsonRequest('/api/subscribe', { email: ['a@b.com'] }),
      )
      expect(wrongType.status).toBe(400)
    })

    it('adds a new address as pending with one confirmation e-mail, and is idempotent per address', async () => {
      const first = await send(
        postSubscribe,
        jsonRequest('/api/subscribe', { email: ' Reader@Example.com ' }),
      )
      expect(first.status).toBe(202)
      expect(first.body).toEqual({
        status: 'pending',
        message: 'Please check your inbox to confirm your subscription.',
      })
      const again = await send(
        postSubscribe,
        jsonRequest('/api/subscribe', { email: 'reader@example.COM' }),
      )
      expect([again.status, again.body]).toEqual([first.status, first.body])
      const rows = await test.db.selectFrom('newsletter_subscribers').selectAll().execute()
      expect(rows).toEqual([
        expect.objectContaining({ email: 'Reader@Example.com', status: 'pending' }),
      ])
      expect(await findOutboxRows(test.db)).toEqual([
        expect.objectContaining({ kind: 'newsletter-confirmation' }),
      ])
    })

    it('answers a new, pending, confirmed or unsubscribed address and a bot alike', async () => {
      const subscribeAs = async (email: string, extra: Record<string, unknown> = {}) => {
        const { status, body } = await send(
          postSubscribe,
          jsonRequest('/api/subscribe', { email, ...extra }),
        )
        return { status, body }
      }
      const answers = [await subscribeAs('new@example.com'), await subscribeAs('new@example.com')]
      await subscribe(test.db, 'confirmed@example.com')
      const confirmed = (await findSubscriberByEmail(test.db, 'confirmed@example.com'))!
      await confirmSubscription(test.db, createNewsletterToken(confirmed.id, 'confirm'))
      answers.push(await subscribeAs('confirmed@example.com'))
      await subscribe(test.db, 'gone@example.com')
      const gone = (await findSubscriberByEmail(test.db, 'gone@example.com'))!
      await unsubscribe(test.db, createNewsletterToken(gone.id, 'unsubscribe'))
      answers.push(await subscribeAs('gone@example.com'))
      answers.push(await subscribeAs('bot@example.com', { website: 'https://spam.example' }))
      for (const answer of answers) expect(answer).toEqual(answers[0])
      // The unsubscribed address starts over: pending, with a new confirmation to confirm.
      expect((await findSubscriberByEmail(test.db, 'gone@example.com'))?.status).toBe('pending')
      expect(await findSubscriberByEmail(test.db, 'bot@example.com')).toBeUndefined()
    })
  })

  it('GET /api/health answers ok while the database answers', async () => {
    const response = await getHealth(getRequest('/api/health'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('rate limits', () => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDatabase('sqlite')
    process.env.DATABASE_URL = test.url
    resetServerConfig()
    await closeDatabase()
  })
  beforeEach(() => {
    delete process.env.FORM_RATE_LIMIT
    delete process.env.FORM_RATE_CEILING
    delete process.env.TRUST_PROXY
    resetServerConfig()
    resetRateLimiters()
  })
  afterAll(async () => {
    process.env.FORM_RATE_LIMIT = 'off'
    delete process.env.FORM_RATE_CEILING
    delete process.env.TRUST_PROXY
    resetServerConfig()
    resetRateLimiters()
    await closeDatabase()
    await test.destroy()
  })

  it('answers 429 with Retry-After once a visitor passes FORM_RATE_LIMIT', async () => {
    process.env.FORM_RATE_LIMIT = '2/1m'
    resetServerConfig()
    const from = (address: string) =>
      jsonRequest('/api/contact', validContact, arrivingFrom(address))
    expect((await send(postContact, from('203.0.113.7'))).status).toBe(201)
    expect((await send(postContact, from('203.0.113.7'))).status).toBe(201)
    const limited = await send(postContact, from('203.0.113.7'))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(limited.body.error).toMatch(/Too many requests/)
    // Another visitor is unaffected.
    expect((await send(postContact, from('198.51.100.2'))).status).toBe(201)
  })

  it('with default settings, a new X-Forwarded-For on each of twelve submissions still meets the limit (10/1m)', async () => {
    const statuses: number[] = []
    for (let index = 1; index <= 12; index += 1) {
      const request = jsonRequest(
        '/api/contact',
        validContact,
        arrivingFrom('203.0.113.50', `198.51.100.${index}`),
      )
      statuses.push((await send(postContact, request)).status)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429])
  })

  it('with TRUST_PROXY=1, two visitors behind the proxy are limited separately', async () => {
    process.env.FORM_RATE_LIMIT = '2/1m'
    process.env.TRUST_PROXY = '1'
    resetServerConfig()
    // The proxy (10.0.0.2) appends the address it saw; the visitor may have written anything left of it.
    const through = (visitor: string, spoofed: string) =>
      jsonRequest('/api/contact', validContact, arrivingFrom('10.0.0.2', `${spoofed}, ${visitor}`))
    expect((await send(postContact, through('203.0.113.7', '1.1.1.1'))).status).toBe(201)
    expect((await send(postContact, through('203.0.113.7', '2.2.2.2'))).status).toBe(201)
    expect((await send(postContact, through('203.0.113.7', '3.3.3.3'))).status).toBe(429)
    expect((await send(postContact, through('198.51.100.2', '3.3.3.3'))).status).toBe(201)
  })

  it('counts two IPv6 addresses in one /64 as one visitor, and another /64 as another', async () => {
    process.env.FORM_RATE_LIMIT = '2/1m'
    process.env.TRUST_PROXY = '1'
    resetServerConfig()
    const from = (address: string) =>
      jsonRequest('/api/contact', validContact, arrivingFrom('10.0.0.2', address))
    // One connection's /64: any of its 2^64 addresses, one per request.
    expect((await send(postContact, from('2001:db8:4:7::1'))).status).toBe(201)
    expect((await send(postContact, from('2001:db8:4:7:a1b2:c3d4:e5f6:1'))).status).toBe(201)
    const limited = await send(postContact, from('2001:db8:4:7:ffff:ffff:ffff:fffe'))
    expect(limited.status).toBe(429)
    expect(
      (
        await send(
          postPartnership,
          jsonRequest(
            '/api/partnerships',
            validPartnership,
            arrivingFrom('10.0.0.2', '2001:db8:4:7::99'),
          ),
        )
      ).status,
    ).toBe(429)
    expect((await send(postContact, from('2001:db8:4:8::1'))).status).toBe(201)
  })

  it('holds each route to FORM_RATE_CEILING for all visitors together, whatever addresses they take', async () => {
    process.env.FORM_RATE_LIMIT = '2/1m'
    process.env.FORM_RATE_CEILING = '5/1m'
    resetServerConfig()
    const before = (await listContactSubmissions(test.db)).length
    const statuses: number[] = []
    for (let network = 1; network <= 20; network += 1) {
      const request = jsonRequest(
        '/api/contact',
        validContact,
        arrivingFrom(`2001:db8:${network}::1`),
      )
      statuses.push((await send(postContact, request)).status)
    }
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(15).fill(429)])
    expect(await listContactSubmissions(test.db)).toHaveLength(before + 5)
    // The ceiling is the route's: the partnership form still answers.
    const partnership = jsonRequest(
      '/api/partnerships',
      validPartnership,
      arrivingFrom('2001:db8:99::1'),
    )
    expect((await send(postPartnership, partnership)).status).toBe(201)
  })

  it('takes nothing from the ceiling for a visitor past their own limit, so one visitor cannot use it up', async () => {
    process.env.FORM_RATE_LIMIT = '2/1m'
    process.env.FORM_RATE_CEILING = '5/1m'
    resetServerConfig()
    const from = (address: string) =>
      jsonRequest('/api/contact', validContact, arrivingFrom(address))
    const flood: number[] = []
    for (let index = 0; index < 30; index += 1)
      flood.push((await send(postContact, from('203.0.113.80'))).status)
    expect(flood.filter((status) => status === 201)).toHaveLength(2)
    for (const visitor of ['198.51.100.81', '198.51.100.82', '198.51.100.83']) {
      expect((await send(postContact, from(visitor))).status).toBe(201)
    }
    expect((await send(postContact, from('198.51.100.84'))).status).toBe(429)
  })
})
