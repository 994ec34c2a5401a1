import fc from 'fast-check'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from '@/lib/zod'
import { POST as postSignIn } from '@/app/api/admin/session/route'
import { POST as postChatMessage } from '@/app/api/chat/message/route'
import { POST as postContact } from '@/app/api/contact/route'
import { POST as postOffers } from '@/app/api/offer-check/route'
import { GET as getContacts } from '@/app/api/contacts/route'
import { GET as getHealth } from '@/app/api/health/route'
import { POST as postUnsubscribe } from '@/app/api/newsletter/unsubscribe/route'
import { POST as postPartnership } from '@/app/api/partnerships/route'
import { POST as postReadinessContact } from '@/app/api/readiness/contact/route'
import { POST as postReadinessEmail } from '@/app/api/readiness/email/route'
import { answersQuery, readAnswers } from '@/lib/readiness'
import { readinessContactSchema } from '@/lib/schemas/readiness'
import { POST as postSubscribe } from '@/app/api/subscribe/route'
import { HONEYPOT_FIELD } from '@/lib/honeypot'
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageSchema } from '@/lib/schemas/chat'
import { contactSubmissionSchema } from '@/lib/schemas/contact'
import { offerLeadContactSchema, offerSchema } from '@/lib/schemas/offer-lead'
import { offerDisclosure, type Offer } from '@/lib/offer-math'
import { EMAIL_PATTERN, limits } from '@/lib/schemas/fields'
import { subscriptionSchema } from '@/lib/schemas/newsletter'
import { partnershipInquirySchema } from '@/lib/schemas/partnership'
import { partnershipTypes } from '@/lib/schemas/partnership-options'
import { TEAM_SESSION_COOKIE } from '../auth/team-auth'
import { CONVERSATION_COOKIE, signedConversation } from '../chat/conversation-cookie'
import { closeDatabase } from '../db/client'
import {
  findContactSubmission,
  toContactSubmissionRecord,
} from '../db/repositories/contact-submissions'
import {
  findSubscriberByEmail,
  findSubscriberById,
  insertSubscriber,
} from '../db/repositories/newsletter-subscribers'
import {
  findPartnershipInquiry,
  toPartnershipInquiryRecord,
} from '../db/repositories/partnership-inquiries'
import type { Database } from '../db/schema'
import { emailAddressesIn, normalizeEmail } from '../email-address'
import {
  appTables,
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type AppTable,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { createLead } from '../leads/create-lead'
import { createNewsletterToken, verifyNewsletterToken } from '../newsletter/tokens'
import { verifySignedValue } from '../signed-value'
import { isHoneypotFilled } from './honeypot'
import { MAX_BODY_BYTES } from './json-body'
import { addTeamMember, serveFrom, signInAs } from '../../../tests/support/team-session'
import { send, type Answer, type RouteHandler } from '../../../tests/support/test-requests'

/**
 * Issue 10, item 4: generated JSON, strings, headers and sizes at every public endpoint. Whatever
 * arrives, no answer is a 5xx, every error is JSON with an `error`, an error stores nothing, and a
 * success stores exactly what the shared schema makes of the request.
 *
 * FUZZ_SEED (a number, or `random`) and FUZZ_RUNS (per endpoint and database) choose the cases;
 * `npm run test:fuzz` runs 2,000 with a random seed. A failure prints the seed and the shrunk
 * request; the same FUZZ_SEED and FUZZ_RUNS replay it.
 */
const fuzz = z
  .object({
    FUZZ_SEED: z
      .union([z.literal('random'), z.coerce.number().int()])
      .default(20_260_410)
      .transform((seed) => (seed === 'random' ? undefined : seed)),
    FUZZ_RUNS: z.coerce.number().int().positive().default(150),
  })
  .parse(process.env)

const ADMIN_EMAIL = 'fuzz-owner@example.com'
const ADMIN_PASSWORD = 'fuzz-admin-password-0123'
const SITE_ORIGIN = 'http://localhost:3000'
const KNOWN_SUBSCRIBER_ID = '00000000-0000-7000-8000-00000000f022'
const KNOWN_CONVERSATION_ID = '00000000-0000-7000-8000-00000000c4a7'

/** next/headers outside Next: one cookie jar, refilled with each generated request's cookies. */
const cookieJar = vi.hoisted(() => {
  const values = new Map<string, string>()
  return {
    values,
    get: (name: string) => (values.has(name) ? { name, value: values.get(name)! } : undefined),
    set: (name: string, value: string) => void values.set(name, value),
  }
})
vi.mock('next/headers', () => ({ cookies: async () => cookieJar }))

// What a generated request is made of, kept readable so a failure prints the request itself.

type SentBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: number[] }
  | { kind: 'sized'; value: Record<string, unknown>; bytes: number; declareLength: boolean }

type SentRequest = {
  query: Record<string, string>
  contentType: string | undefined
  headers: Record<string, string>
  cookies: Record<string, string>
  signedIn: boolean
  body: SentBody
}

function bodyBytes(body: SentBody): Uint8Array<ArrayBuffer> | undefined {
  const encode = (text: string) => new TextEncoder().encode(text)
  switch (body.kind) {
    case 'none':
      return undefined
    case 'json':
      return encode(JSON.stringify(body.value))
    case 'text':
      return encode(body.text)
    case 'bytes':
      return new Uint8Array(body.bytes)
    case 'sized': {
      // A valid payload padded with an unknown field to exactly `bytes` bytes.
      const unpadded = encode(JSON.stringify({ ...body.value, padding: '' })).byteLength
      const padding = 'x'.repeat(Math.max(0, body.bytes - unpadded))
      return encode(JSON.stringify({ ...body.value, padding }))
    }
  }
}

/** The JSON object the handler read; a success for any other body fails the test. */
function sentObject(sent: SentRequest): Record<string, unknown> {
  const text = new TextDecoder().decode(bodyBytes(sent.body))
  const value: unknown = JSON.parse(text)
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`a success for a body that is not a JSON object: ${text.slice(0, 200)}`)
  }
  return value as Record<string, unknown>
}

type Endpoint = {
  name: string
  method: 'GET' | 'POST'
  path: string
  handler: RouteHandler
  /** Whether the handler reads the body, so past MAX_BODY_BYTES it must refuse. */
  readsBody: boolean
  requests: fc.Arbitrary<SentRequest>
  /** Stores what this endpoint's requests refer to (a subscriber, a few contacts). */
  setUp?: (db: Kysely<Database>) => Promise<void>
  /** Checks a 2xx answer and what it stored; `added` counts the new rows of each table. */
  expectSuccess: (success: {
    db: Kysely<Database>
    answer: Answer
    sent: SentRequest
    added: RowCounts
  }) => Promise<void>
}

/** The Cookie header: the generated cookies, and the signed-in session's when `signedIn`. */
function cookieHeader(sent: SentRequest, signedInCookie: string): string {
  const pairs = Object.entries(sent.cookies).map(
    ([name, value]) => `${name}=${encodeURIComponent(value)}`,
  )
  if (sent.signedIn) pairs.push(signedInCookie)
  return pairs.join('; ')
}

function toRequest(endpoint: Endpoint, sent: SentRequest, signedInCookie: string): Request {
  const headers = new Headers(sent.headers)
  const cookie = cookieHeader(sent, signedInCookie)
  if (cookie) headers.set('cookie', cookie)
  if (sent.contentType !== undefined) headers.set('content-type', sent.contentType)
  const body = endpoint.method === 'POST' ? bodyBytes(sent.body) : undefined
  if (sent.body.kind === 'sized' && sent.body.declareLength && body) {
    headers.set('content-length', String(body.byteLength))
  }
  const query = new URLSearchParams(sent.query)
  const search = query.size ? `?${query}` : ''
  return new Request(`http://localhost${endpoint.path}${search}`, {
    method: endpoint.method,
    headers,
    body,
  })
}

/** What next/headers' cookies() answers while the handler runs (the chat reads its cookie so). */
function loadCookies(sent: SentRequest) {
  cookieJar.values.clear()
  for (const [name, value] of Object.entries(sent.cookies)) cookieJar.values.set(name, value)
}

// Generators: text, values, payloads, bodies, headers.

/** What a header can carry: Latin-1 without control characters. */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 40,
})

const trickyCharacters = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u00a0',
  '\u200b',
  '\u2028',
  '\ufeff',
  '\ud800',
  '\udfff',
  '🚀',
  '👩🏽‍💼',
  '%',
  '_',
  '\\',
  "'",
]
const caps = [limits.phone, limits.name, limits.email, CHAT_MESSAGE_MAX_LENGTH, limits.message]

/** Strings people and bots send: any Unicode, control characters, SQL, lengths at every cap. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...trickyCharacters), maxLength: 8 }) },
  fc.constantFrom(...caps.flatMap((cap) => [cap, cap + 1])).map((length) => 'x'.repeat(length)),
  fc.constantFrom(
    `'; DROP TABLE contact_submissions; --`,
    '<script>alert(1)</script>',
    'constructor __proto__ hasOwnProperty',
  ),
)

/** Any value a JSON field can hold, or none (undefined is left out of the JSON). */
const anyValue = fc.oneof(
  { weight: 3, arbitrary: anyText },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
)

/** Text a person would type: one to `maxLength` characters, not all blank. */
const filledText = (maxLength = 30) =>
  fc.string({ unit: 'grapheme', minLength: 1, maxLength }).filter((text) => text.trim() !== '')

const validEmail = fc
  .emailAddress({ size: 'small' })
  .filter((email) => email.length <= limits.email && EMAIL_PATTERN.test(email))

/** A valid payload with some fields replaced by anything, and maybe keys nobody asked for. */
function withChangedFields(valid: fc.Arbitrary<Record<string, unknown>>) {
  const extraKeys = fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(HONEYPOT_FIELD, '__proto__', 'constructor'),
    ),
    anyValue,
    { maxKeys: 2 },
  )
  const changes = fc.array(fc.tuple(fc.nat(), anyValue), { minLength: 1, maxLength: 3 })
  return fc.tuple(valid, changes, extraKeys).map(([payload, changed, extra]) => {
    const fields = Object.keys(payload)
    const result: Record<string, unknown> = { ...extra, ...payload }
    for (const [index, value] of changed) result[fields[index % fields.length]!] = value
    return result
  })
}

/** Request bodies: mostly JSON built from the payload, else broken, foreign, oversized or none. */
function bodies(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<SentBody> {
  const payload = fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: withChangedFields(valid) },
    { weight: 1, arbitrary: fc.jsonValue() },
  )
  const truncated = payload.chain((value) => {
    const text = JSON.stringify(value)
    return fc.nat({ max: Math.max(0, text.length - 1) }).map((end) => text.slice(0, end))
  })
  return fc.oneof(
    { weight: 10, arbitrary: payload.map((value): SentBody => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: truncated.map((text): SentBody => ({ kind: 'text', text })) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary' }).map((text): SentBody => ({ kind: 'text', text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 40 })
        .map((bytes): SentBody => ({ kind: 'bytes', bytes: [...bytes] })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('sized' as const),
        value: valid,
        bytes: fc.oneof(
          fc.integer({ min: MAX_BODY_BYTES - 2, max: MAX_BODY_BYTES + 2 }),
          fc.constant(MAX_BODY_BYTES * 4),
        ),
        declareLength: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.constant<SentBody>({ kind: 'none' }) },
  )
}

const contentTypes = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON;charset=UTF-8',
      'application/json ; charset="latin1"',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'application/json-patch+json',
      'application/ld+json',
      'json',
    ),
  },
  { weight: 1, arbitrary: headerText },
)

/** Mostly left out. */
function rarely<Value>(arbitrary: fc.Arbitrary<Value>) {
  return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, arbitrary)
}

function withoutMissing(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
}

/** Most requests leave these out; a left-out header is missing, not empty. */
const headers = fc
  .record({
    origin: fc.oneof(
      { weight: 6, arbitrary: fc.constant(SITE_ORIGIN) },
      fc.constant(undefined),
      headerText,
    ),
    'x-forwarded-for': rarely(headerText),
    'x-real-ip': rarely(headerText),
    'x-request-id': rarely(headerText),
    'content-length': rarely(fc.oneof(headerText, fc.integer().map(String))),
    accept: rarely(headerText),
  })
  .map(withoutMissing)

function requests(
  valid: fc.Arbitrary<Record<string, unknown>>,
  {
    query = fc.constant({}),
    cookies = fc.constant({}),
    signedIn = fc.constant(false),
  }: {
    query?: fc.Arbitrary<SentRequest['query']>
    cookies?: fc.Arbitrary<SentRequest['cookies']>
    signedIn?: fc.Arbitrary<boolean>
  } = {},
): fc.Arbitrary<SentRequest> {
  return fc.record({
    query,
    contentType: contentTypes,
    headers,
    cookies,
    signedIn,
    body: bodies(valid),
  })
}

// Rows per table, before and after each request.

type RowCounts = Record<AppTable, number>

const SUBSCRIBE_ANSWER = {
  status: 'pending',
  message: 'Please check your inbox to confirm your subscription.',
}

const noRows = Object.fromEntries(appTables.map((table) => [table, 0])) as RowCounts

async function countRows(db: Kysely<Database>): Promise<RowCounts> {
  const counts = { ...noRows }
  for (const table of appTables) {
    const { rows } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('rows'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(rows)
  }
  return counts
}

function rowsAdded(before: RowCounts, after: RowCounts): RowCounts {
  return Object.fromEntries(
    appTables.map((table) => [table, after[table] - before[table]]),
  ) as RowCounts
}

/** Valid means the shared schema accepts the stored value and would store it unchanged. */
function expectValid(schema: z.ZodType, stored: unknown) {
  expect(schema.safeParse(stored)).toEqual({ success: true, data: stored })
}

/** Nothing invalid was stored: every row passes its schema and every notification has its row. */
async function expectEveryStoredRowValid(db: Kysely<Database>) {
  const contacts = await db.selectFrom('contact_submissions').selectAll().execute()
  for (const row of contacts) {
    const {
      id: _id,
      submittedAt: _at,
      offers,
      readinessAnswers,
      ...stored
    } = toContactSubmissionRecord(row)
    if (readinessAnswers !== undefined) {
      // A readiness lead: its answers as the check writes them, nothing else.
      expect(answersQuery(readAnswers(readinessAnswers))).toBe(readinessAnswers)
      expectValid(readinessContactSchema, {
        company: '',
        message: '',
        ...stored,
        consent: true,
        answers: readinessAnswers,
      })
      continue
    }
    if (!offers) {
      expectValid(contactSubmissionSchema, { company: '', ...stored })
      continue
    }
    // From the offer check: the send form's fields, and offers that compute.
    const { consent: _consent, ...contact } = offerLeadContactSchema.parse({
      company: '',
      message: '',
      ...stored,
      consent: true,
    })
    expect(contact).toEqual({ company: '', message: '', ...stored })
    expect(offers.version).toBe(1)
    expect(offers.offers.length).toBeGreaterThanOrEqual(1)
    expect(offers.offers.length).toBeLessThanOrEqual(3)
    for (const offer of offers.offers) {
      expectValid(offerSchema, offer)
      expect(() => offerDisclosure(offer as Offer)).not.toThrow()
    }
  }
  const checklists = await db.selectFrom('checklist_emails').selectAll().execute()
  for (const row of checklists) {
    expect(row.email === null || EMAIL_PATTERN.test(row.email)).toBe(true)
    expect(row.recipient_reference).toMatch(/^[0-9a-f]{32}$/)
    expect(row.answers).not.toBe('')
    expect(answersQuery(readAnswers(row.answers))).toBe(row.answers)
  }
  const checklistIds = new Set(checklists.map((row) => row.id))
  const partnerships = await db.selectFrom('partnership_inquiries').selectAll().execute()
  for (const row of partnerships) {
    const { id: _id, submittedAt: _at, ...stored } = toPartnershipInquiryRecord(row)
    expectValid(partnershipInquirySchema, stored)
  }
  const subscribers = await db.selectFrom('newsletter_subscribers').selectAll().execute()
  for (const row of subscribers) {
    expectValid(subscriptionSchema, { email: row.email })
    expect(row.email_normalized).toBe(normalizeEmail(row.email))
    expect(['pending', 'confirmed', 'unsubscribed']).toContain(row.status)
  }
  const chatMessages = await db.selectFrom('chat_messages').selectAll().execute()
  for (const row of chatMessages) {
    if (row.role === 'user') expectValid(chatMessageSchema.shape.message, row.message)
    else expect(row.message.trim()).not.toBe('')
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at)
  }
  const leadIds = new Set([...contacts, ...partnerships].map((row) => row.id))
  const subscriberIds = new Set(subscribers.map((row) => row.id))
  for (const row of await db.selectFrom('outbox').selectAll().execute()) {
    const payload = JSON.parse(row.payload) as {
      leadId?: string
      subscriberId?: string
      checklistEmailId?: string
    }
    if (row.kind === 'checklist-email') {
      expect(checklistIds).toContain(payload.checklistEmailId)
    } else if (row.kind === 'newsletter-confirmation') {
      expect(subscriberIds).toContain(payload.subscriberId)
    } else {
      expect(leadIds).toContain(payload.leadId)
    }
  }
}

// The public endpoints and what a success of each must have stored.

const validContact = fc.record(
  {
    firstName: filledText(),
    lastName: filledText(),
    email: validEmail,
    phone: filledText(limits.phone),
    company: filledText(),
    message: filledText(200),
  },
  { requiredKeys: ['firstName', 'lastName', 'email', 'phone', 'message'] },
)

/** Answers as the readiness check writes them, or as a person might edit them in the address. */
const readinessAnswers = fc.oneof(
  fc.constantFrom(
    'country=ca&region=QC&years=under36&revenue=under50k&credit=fair&purpose=cashflow&speed=weeks',
    'country=us&region=TX&documents=none&assets=cards,invoices',
    'region=ON&years=over36&junk=1',
  ),
  fc.string({ maxLength: 80 }),
)

const validReadinessContact = fc.record(
  {
    firstName: filledText(),
    lastName: filledText(),
    email: validEmail,
    phone: filledText(limits.phone),
    company: filledText(),
    message: filledText(200),
    consent: fc.constant(true),
    answers: readinessAnswers,
  },
  { requiredKeys: ['firstName', 'lastName', 'email', 'phone', 'consent', 'answers'] },
)

const validChecklistEmail = fc.record({ email: validEmail, answers: readinessAnswers })

const validPartnership = fc.record(
  {
    company: filledText(),
    firstName: filledText(),
    lastName: filledText(),
    email: validEmail,
    phone: filledText(limits.phone),
    jobTitle: fc.oneof(fc.constant(''), filledText()),
    partnershipType: fc.constantFrom(...partnershipTypes),
    businessDescription: fc.oneof(fc.constant(''), filledText(200)),
    fundingRange: fc.oneof(fc.constant(''), filledText()),
    clientVolume: fc.oneof(fc.constant(''), filledText()),
    partnershipGoals: filledText(200),
    consent: fc.boolean(),
  },
  {
    requiredKeys: [
      'company',
      'firstName',
      'lastName',
      'email',
      'phone',
      'partnershipType',
      'partnershipGoals',
    ],
  },
)

/** An offer's figure: mostly a sensible one, else any number JSON can carry, or something else. */
const offerFigure = (sensible: number) =>
  fc.oneof(
    { weight: 40, arbitrary: fc.constant(sensible) },
    { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.integer({ min: -10, max: 400 }) },
    { weight: 1, arbitrary: anyValue },
  )

/** Offers of the four kinds, their figures sometimes off (the offer maths must refuse them). */
const offerTerms = fc.oneof(
  fc.record({
    kind: fc.constant('salesBased'),
    amount: offerFigure(50_000),
    withheldFee: fc.record({ unit: fc.constant('percent'), value: offerFigure(3) }),
    price: fc.record({ by: fc.constant('factor'), factor: offerFigure(1.35) }),
    repayment: fc.record({ by: fc.constant('daily'), payment: offerFigure(450) }),
  }),
  fc.record({
    kind: fc.constantFrom('termLoan', 'lineOfCredit'),
    amount: offerFigure(50_000),
    price: fc.record({ by: fc.constant('rate'), rate: offerFigure(9) }),
    schedule: fc.record({
      frequency: fc.constantFrom('monthly', 'weekly', 'daily'),
      term: offerFigure(36),
      termUnit: fc.constant('months'),
    }),
  }),
  fc.record({
    kind: fc.constant('lineOfCredit'),
    amount: offerFigure(20_000),
    price: fc.record({ by: fc.constant('rate'), rate: offerFigure(12) }),
    schedule: fc.record({ frequency: fc.constant('once'), days: offerFigure(60) }),
  }),
  fc.record({
    kind: fc.constant('factoring'),
    amount: offerFigure(40_000),
    advanceRate: offerFigure(85),
    discount: offerFigure(2.5),
    days: offerFigure(45),
  }),
)

const validOfferLead = fc.record(
  {
    firstName: filledText(),
    lastName: filledText(),
    email: validEmail,
    phone: filledText(limits.phone),
    company: filledText(),
    message: filledText(200),
    consent: fc.constant(true),
    offers: fc.array(offerTerms, { minLength: 1, maxLength: 3 }),
  },
  { requiredKeys: ['firstName', 'lastName', 'email', 'phone', 'consent', 'offers'] },
)

/** Addresses in several spellings, a few of them repeated so known addresses come back. */
const subscriberEmail = fc.oneof(
  validEmail,
  validEmail.map((email) => ` ${email.toUpperCase()}\t`),
  fc.constantFrom('reader@example.com', 'READER@example.com '),
)

/** Timestamps: recent ones, any instant a Date can hold, and strings Date.parse merely accepts. */
const timestamps = fc.oneof(
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
  fc.integer().map(String),
  fc.constantFrom('2025-13-45T00:00:00Z', 'Jan 1', '0', '1e3', '275760-09-13T00:00:00.001Z'),
)

/** Questions in words, as the assistant reads them, with names that every object inherits. */
const chatQuestions = fc
  .array(
    fc.constantFrom(
      ...['how', 'fast', 'much', 'can', 'I', 'borrow', 'lender', 'fees?', '$10k', '24-48'],
      ...['constructor', 'prototype', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'],
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((words) => words.join(' '))

const conversationCookies = fc.record(
  {
    [CONVERSATION_COOKIE]: fc.oneof(
      fc.constant(KNOWN_CONVERSATION_ID),
      fc.constant(KNOWN_CONVERSATION_ID).map(signedConversation),
      fc.uuid(),
      fc.stringMatching(/^[0-9a-f-]{36}$/),
      headerText,
    ),
  },
  { requiredKeys: [] },
)

/** Unsubscribe tokens: garbage, foreign purposes, unknown subscribers, tampered and genuine. */
const unsubscribeTokens = fc.oneof(
  anyText,
  fc
    .tuple(
      fc.oneof(fc.constant(KNOWN_SUBSCRIBER_ID), fc.string()),
      fc.constantFrom('unsubscribe' as const, 'confirm' as const),
    )
    .map(([subscriberId, purpose]) => createNewsletterToken(subscriberId, purpose)),
  fc.tuple(fc.nat(), headerText).map(([at, text]) => {
    const token = createNewsletterToken(KNOWN_SUBSCRIBER_ID, 'unsubscribe')
    const cut = at % token.length
    return token.slice(0, cut) + text + token.slice(cut + 1)
  }),
)

const pageNumber = fc.oneof(
  fc.constantFrom('1', '24', '200', '201', '0', '-1', '1e3', '0x10', ' 2 ', '', '9007199254740993'),
  fc.integer().map(String),
  fc.double().map(String),
  anyText,
)

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/contact',
    method: 'POST',
    path: '/api/contact',
    handler: postContact,
    readsBody: true,
    requests: requests(validContact),
    async expectSuccess({ db, answer, sent, added }) {
      const body = sentObject(sent)
      if (isHoneypotFilled(body)) return expect(added).toEqual(noRows)
      expect(answer.status).toBe(201)
      expect(added).toEqual({ ...noRows, contact_submissions: 1, outbox: 1 })
      const submission = contactSubmissionSchema.parse(body)
      expect(await findContactSubmission(db, String(answer.body.id))).toEqual({
        ...submission,
        company: submission.company || undefined, // an empty company is stored as absent
        id: answer.body.id,
        submittedAt: expect.any(String),
      })
    },
  },
  {
    name: 'POST /api/offer-check',
    method: 'POST',
    path: '/api/offer-check',
    handler: postOffers,
    readsBody: true,
    requests: requests(validOfferLead),
    async expectSuccess({ db, answer, sent, added }) {
      const body = sentObject(sent)
      if (isHoneypotFilled(body)) return expect(added).toEqual(noRows)
      expect(answer.status).toBe(201)
      expect(added).toEqual({ ...noRows, contact_submissions: 1, outbox: 1 })
      const { consent: _consent, ...contact } = offerLeadContactSchema.parse(body)
      const offers = (body.offers as unknown[]).map((offer) => offerSchema.parse(offer))
      expect(await findContactSubmission(db, String(answer.body.id))).toEqual({
        ...contact,
        company: contact.company || undefined,
        message: contact.message || undefined,
        id: answer.body.id,
        submittedAt: expect.any(String),
        offers: { version: 1, offers },
      })
    },
  },
  {
    name: 'POST /api/readiness/contact',
    method: 'POST',
    path: '/api/readiness/contact',
    handler: postReadinessContact,
    readsBody: true,
    requests: requests(validReadinessContact),
    async expectSuccess({ db, answer, sent, added }) {
      const body = sentObject(sent)
      if (isHoneypotFilled(body)) return expect(added).toEqual(noRows)
      expect(answer.status).toBe(201)
      expect(added).toEqual({ ...noRows, contact_submissions: 1, outbox: 1 })
      const { answers } = readinessContactSchema.parse(body)
      const stored = await findContactSubmission(db, String(answer.body.id))
      expect(stored?.readinessAnswers).toBe(answersQuery(readAnswers(answers)))
      expect(stored?.readinessAnswers).not.toBe('')
    },
  },
  {
    name: 'POST /api/readiness/email',
    method: 'POST',
    path: '/api/readiness/email',
    handler: postReadinessEmail,
    readsBody: true,
    requests: requests(validChecklistEmail),
    async expectSuccess({ answer, sent, added }) {
      expect(answer.status).toBe(202)
      // A bot that filled the hidden field hears the same, and nothing is queued.
      if (isHoneypotFilled(sentObject(sent))) return expect(added).toEqual(noRows)
      expect(added).toEqual({ ...noRows, checklist_emails: 1, outbox: 1 })
    },
  },
  {
    name: 'POST /api/partnerships',
    method: 'POST',
    path: '/api/partnerships',
    handler: postPartnership,
    readsBody: true,
    requests: requests(validPartnership),
    async expectSuccess({ db, answer, sent, added }) {
      const body = sentObject(sent)
      if (isHoneypotFilled(body)) return expect(added).toEqual(noRows)
      expect(answer.status).toBe(201)
      expect(added).toEqual({ ...noRows, partnership_inquiries: 1, outbox: 1 })
      expect(await findPartnershipInquiry(db, String(answer.body.id))).toEqual({
        ...partnershipInquirySchema.parse(body),
        id: answer.body.id,
        submittedAt: expect.any(String),
      })
    },
  },
  {
    name: 'POST /api/subscribe',
    method: 'POST',
    path: '/api/subscribe',
    handler: postSubscribe,
    readsBody: true,
    requests: requests(fc.record({ email: subscriberEmail })),
    async expectSuccess({ db, answer, sent, added }) {
      const body = sentObject(sent)
      if (isHoneypotFilled(body)) {
        expect([answer.status, answer.body]).toEqual([202, SUBSCRIBE_ANSWER])
        return expect(added).toEqual(noRows)
      }
      const { email } = subscriptionSchema.parse(body)
      const subscriber = await findSubscriberByEmail(db, email)
      // One answer whatever the address's state (decision 0017).
      expect(answer.status).toBe(202)
      expect(answer.body).toEqual(SUBSCRIBE_ANSWER)
      if (added.newsletter_subscribers === 1) {
        expect(added).toEqual({
          ...noRows,
          newsletter_subscribers: 1,
          outbox: 1,
          newsletter_consent_events: 2,
        })
        expect(subscriber).toMatchObject({ email, status: 'pending' })
      } else {
        // A known address within the resend interval: only the request is logged, no e-mail.
        expect(added).toEqual({ ...noRows, newsletter_consent_events: 1 })
        expect(subscriber).toMatchObject({ email_normalized: normalizeEmail(email) })
      }
    },
  },
  {
    name: 'POST /api/chat/message',
    method: 'POST',
    path: '/api/chat/message',
    handler: postChatMessage,
    readsBody: true,
    requests: requests(
      fc.record({ message: fc.oneof(filledText(200), chatQuestions), timestamp: timestamps }),
      {
        cookies: conversationCookies,
      },
    ),
    async expectSuccess({ db, answer, sent, added }) {
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ response: expect.any(String), links: expect.any(Array) })
      expect([0, 1]).toContain(added.chat_conversations)
      expect({ ...added, chat_conversations: 0, chat_addresses: 0 }).toEqual({
        ...noRows,
        chat_messages: 2,
      })
      const cookie = cookieJar.values.get(CONVERSATION_COOKIE)
      const conversationId = verifySignedValue('chat-conversation', cookie)
      expect(conversationId).toBeDefined()
      // The conversation is found by exactly the addresses its messages name.
      const messages = await db
        .selectFrom('chat_messages')
        .select('message')
        .where('conversation_id', '=', conversationId!)
        .execute()
      const named = await db
        .selectFrom('chat_addresses')
        .select('email_normalized')
        .where('conversation_id', '=', conversationId!)
        .execute()
      expect(named.map((row) => row.email_normalized).sort()).toEqual(
        [...new Set(messages.flatMap((row) => emailAddressesIn(row.message)))].sort(),
      )
      // A cookie the server did not sign starts a new conversation.
      const sentCookie = sent.cookies[CONVERSATION_COOKIE]
      if (sentCookie !== undefined && sentCookie !== signedConversation(KNOWN_CONVERSATION_ID)) {
        expect(conversationId).not.toBe(KNOWN_CONVERSATION_ID)
      }
      const userMessages = await db
        .selectFrom('chat_messages')
        .select(['message', 'created_at'])
        .where('conversation_id', '=', conversationId!)
        .where('role', '=', 'user')
        .execute()
      const { message } = chatMessageSchema.parse(sentObject(sent))
      expect(userMessages.map((row) => row.message)).toContain(message)
      // Dated by the server's clock, whatever time the visitor's timestamp claims.
      const newest = userMessages
        .map((row) => Date.parse(row.created_at))
        .sort()
        .at(-1)!
      expect(Math.abs(newest - Date.now())).toBeLessThan(60_000)
    },
  },
  {
    name: 'POST /api/newsletter/unsubscribe',
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    handler: postUnsubscribe,
    readsBody: false,
    requests: requests(fc.constant({ 'List-Unsubscribe': 'One-Click' }), {
      query: fc.record({ token: unsubscribeTokens }, { requiredKeys: [] }),
    }),
    async setUp(db) {
      await insertSubscriber(db, {
        id: KNOWN_SUBSCRIBER_ID,
        email: 'reader@example.com',
        consentSource: 'footer-form',
        now: new Date(),
      })
    },
    async expectSuccess({ db, answer, sent, added }) {
      expect(answer.status).toBe(200)
      expect(['unsubscribed', 'already-unsubscribed']).toContain(answer.body.status)
      // The consent log keeps the unsubscription; a repeat adds nothing.
      expect(added).toEqual({
        ...noRows,
        newsletter_consent_events: answer.body.status === 'unsubscribed' ? 1 : 0,
      })
      const check = verifyNewsletterToken(sent.query.token, 'unsubscribe')
      expect(check.valid).toBe(true)
      if (check.valid) {
        expect(await findSubscriberById(db, check.subscriberId)).toMatchObject({
          status: 'unsubscribed',
        })
      }
    },
  },
  {
    name: 'GET /api/contacts',
    method: 'GET',
    path: '/api/contacts',
    handler: getContacts,
    readsBody: false,
    requests: requests(fc.constant({}), {
      query: fc.record(
        { page: pageNumber, pageSize: pageNumber, q: anyText },
        { requiredKeys: [] },
      ),
      cookies: fc.record({ [TEAM_SESSION_COOKIE]: headerText }, { requiredKeys: [] }),
      signedIn: fc.boolean(),
    }),
    async setUp(db) {
      for (const firstName of ['Ada', '100%_done', 'Zoë \u0007']) {
        await createLead(db, 'contact', {
          firstName,
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '1',
          company: '',
          message: 'Hello',
        })
      }
    },
    async expectSuccess({ answer, sent, added }) {
      expect(sent.signedIn).toBe(true)
      expect(answer.status).toBe(200)
      expect(Array.isArray(answer.body)).toBe(true)
      expect(Number(answer.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(0)
      expect(added).toEqual(noRows)
    },
  },
  {
    name: 'POST /api/admin/session',
    method: 'POST',
    path: '/api/admin/session',
    handler: postSignIn,
    readsBody: true,
    requests: requests(
      fc.record({
        email: fc.oneof(fc.constant(ADMIN_EMAIL), filledText()),
        password: fc.oneof(fc.constant(ADMIN_PASSWORD), filledText()),
      }),
    ),
    async expectSuccess({ answer, sent, added }) {
      expect(answer.status).toBe(204)
      expect(sent.headers.origin).toBe(SITE_ORIGIN)
      expect(sentObject(sent)).toMatchObject({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      expect(answer.headers.get('set-cookie')).toContain(`${TEAM_SESSION_COOKIE}=`)
      expect(added).toEqual(noRows)
    },
  },
  {
    name: 'GET /api/health',
    method: 'GET',
    path: '/api/health',
    handler: getHealth,
    readsBody: false,
    requests: requests(fc.constant({})),
    async expectSuccess({ answer, added }) {
      expect(answer.body).toEqual({ status: 'ok' })
      expect(added).toEqual(noRows)
    },
  },
]

describe.each(testDatabaseKinds)('public endpoints under generated bad input on %s', (kind) => {
  let test: TestDatabase
  let signedInCookie = ''

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    process.env.DATABASE_URL = test.url
    process.env.FORM_RATE_LIMIT = 'off'
    process.env.CHAT_RATE_LIMIT = 'off'
    process.env.CHAT_TRANSCRIPT_LIMIT = 'off'
    process.env.LOGIN_RATE_LIMIT = 'off'
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    await serveFrom(test, { ADMIN_REQUIRE_TWO_FACTOR: 'off' })
    cookieJar.values.clear()
    const owner = await addTeamMember(ADMIN_EMAIL, { password: ADMIN_PASSWORD })
    signedInCookie = (await signInAs(owner)).cookie
  })

  afterAll(async () => {
    await closeDatabase()
    await test.destroy()
  })

  for (const endpoint of endpoints) {
    it(
      `${endpoint.name} never answers 5xx, answers errors as JSON and stores only valid rows`,
      async () => {
        await clearTables(test.db)
        await endpoint.setUp?.(test.db)
        await fc.assert(
          fc.asyncProperty(endpoint.requests, async (sent) => {
            const before = await countRows(test.db)
            loadCookies(sent)
            const answer = await send(endpoint.handler, toRequest(endpoint, sent, signedInCookie))
            const added = rowsAdded(before, await countRows(test.db))
            if (answer.status >= 400) {
              expect(added).toEqual(noRows)
            } else {
              if (endpoint.readsBody) {
                expect(bodyBytes(sent.body)?.byteLength ?? 0).toBeLessThanOrEqual(MAX_BODY_BYTES)
              }
              await endpoint.expectSuccess({ db: test.db, answer, sent, added })
            }
          }),
          { seed: fuzz.FUZZ_SEED, numRuns: fuzz.FUZZ_RUNS },
        )
        await expectEveryStoredRowValid(test.db)
      },
      30_000 + fuzz.FUZZ_RUNS * 500,
    )
  }
})
