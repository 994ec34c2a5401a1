import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactSubmissionSchema } from '@/lib/schemas/contact'
import { partnershipInquirySchema } from '@/lib/schemas/partnership'
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../../tests/support/test-databases'
import {
  deleteChatConversation,
  findChatConversations,
  MAX_MESSAGES_PER_CONVERSATION,
  pageChatConversations,
  recentChatMessages,
  recordChatExchange,
} from './chat'
import { insertContactSubmission, listContactSubmissions } from './contact-submissions'
import {
  claimDueOutbox,
  enqueueOutbox,
  findOutboxRows,
  markOutboxAttemptFailed,
  markOutboxDelivered,
} from './outbox'
import { findPartnershipInquiry, insertPartnershipInquiry } from './partnership-inquiries'
import {
  countConsentEventsSince,
  listConsentEvents,
  recordConsentEvent,
} from './newsletter-consent'
import {
  findSubscriberByEmail,
  insertSubscriber,
  setSubscriberStatus,
} from './newsletter-subscribers'

// Control characters (but NUL, which validation drops), emoji, SQL and HTML all round-trip.
const tricky = `Robert'); DROP TABLE contact_submissions;-- <script>alert("x")</script> \u0007\u001b\t 🚀 naïve`

describe.each(testDatabaseKinds)('repositories on %s', (kind) => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await test.destroy()
  })

  it('stores contact submissions and lists them newest first, byte for byte', async () => {
    const base = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 416 555 0100',
    }
    await insertContactSubmission(test.db, {
      id: '00000000-0000-7000-8000-000000000001',
      submittedAt: new Date('2025-01-01T10:00:00Z'),
      submission: contactSubmissionSchema.parse({ ...base, company: '', message: 'First' }),
    })
    await insertContactSubmission(test.db, {
      id: '00000000-0000-7000-8000-000000000002',
      submittedAt: new Date('2025-01-02T10:00:00Z'),
      submission: contactSubmissionSchema.parse({ ...base, company: tricky, message: tricky }),
    })
    const list = await listContactSubmissions(test.db)
    expect(list.map((item) => item.message)).toEqual([tricky, 'First'])
    expect(list[0]).toMatchObject({ company: tricky, submittedAt: '2025-01-02T10:00:00.000Z' })
    expect(list[1]).not.toHaveProperty('company')
  })

  it('stores partnership inquiries with defaults and consent as a boolean', async () => {
    const inquiry = partnershipInquirySchema.parse({
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
      partnershipGoals: tricky,
      consent: true,
    })
    const id = '00000000-0000-7000-8000-0000000000aa'
    await insertPartnershipInquiry(test.db, {
      id,
      submittedAt: new Date('2025-02-01T00:00:00Z'),
      inquiry,
    })
    expect(await findPartnershipInquiry(test.db, id)).toEqual({
      ...inquiry,
      jobTitle: 'Not specified',
      fundingRange: 'Not specified',
      clientVolume: 'Not specified',
      consent: true,
      id,
      submittedAt: '2025-02-01T00:00:00.000Z',
    })
  })

  it('keeps the consent log per address regardless of case, and counts it by time', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2025, 3, 1, 0, minutes))
    await recordConsentEvent(test.db, {
      email: 'Consent@Example.com',
      event: 'confirmation-sent',
      source: 'footer-form',
      clientAddress: '2001:db8::1',
      now: at(0),
    })
    await recordConsentEvent(test.db, {
      email: ' consent@example.COM',
      event: 'confirmation-sent',
      source: 'footer-form',
      now: at(30),
    })
    await recordConsentEvent(test.db, {
      email: 'someone-else@example.com',
      event: 'confirmation-sent',
      source: 'footer-form',
      now: at(30),
    })
    const events = await listConsentEvents(test.db, 'CONSENT@example.com')
    expect(events).toEqual([
      expect.objectContaining({
        email_normalized: 'consent@example.com',
        client_address: '2001:db8::1',
        occurred_at: at(0).toISOString(),
      }),
      expect.objectContaining({ client_address: null, occurred_at: at(30).toISOString() }),
    ])
    expect(
      await countConsentEventsSince(test.db, 'consent@example.com', 'confirmation-sent', at(10)),
    ).toBe(1)
    expect(await countConsentEventsSince(test.db, 'consent@example.com', 'confirmed', at(-1))).toBe(
      0,
    )
  })

  it('keeps one subscriber per address regardless of case', async () => {
    const now = new Date('2025-03-01T00:00:00Z')
    await insertSubscriber(test.db, {
      id: 's1',
      email: 'Reader@Example.com',
      consentSource: 'footer-form',
      now,
    })
    await expect(
      insertSubscriber(test.db, {
        id: 's2',
        email: 'reader@example.COM ',
        consentSource: 'footer-form',
        now,
      }),
    ).rejects.toThrow()
    const found = await findSubscriberByEmail(test.db, ' READER@example.com')
    expect(found).toMatchObject({ id: 's1', email: 'Reader@Example.com', status: 'pending' })
    await setSubscriberStatus(test.db, 's1', 'confirmed', now)
    expect(await findSubscriberByEmail(test.db, 'reader@example.com')).toMatchObject({
      status: 'confirmed',
      confirmed_at: now.toISOString(),
    })
  })

  it('keeps chat exchanges in order and gives a model the latest messages, oldest first', async () => {
    const conversationId = '0190a0a0-0000-7000-8000-000000000001'
    const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 9, minute))
    for (let exchange = 0; exchange < 4; exchange += 1) {
      await recordChatExchange(test.db, {
        conversationId,
        userMessage: `question ${exchange}`,
        botMessage: `answer ${exchange}`,
        userAt: at(exchange * 2),
        botAt: at(exchange * 2 + 1),
      })
    }
    expect(await recentChatMessages(test.db, conversationId, 3)).toEqual([
      { role: 'bot', message: 'answer 2' },
      { role: 'user', message: 'question 3' },
      { role: 'bot', message: 'answer 3' },
    ])
    const page = await pageChatConversations(test.db, { page: 1, pageSize: 10, search: 'answer 3' })
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      id: conversationId,
      startedAt: at(0).toISOString(),
      updatedAt: at(7).toISOString(),
    })
    expect(page.items[0]!.messages).toHaveLength(8)
    expect(await deleteChatConversation(test.db, conversationId)).toBe(true)
    expect(await recentChatMessages(test.db, conversationId, 3)).toEqual([])
  })

  it('keeps a conversation to its latest MAX_MESSAGES_PER_CONVERSATION messages, however long it goes on', async () => {
    const conversationId = '0190a0a0-0000-7000-8000-0000000000c2'
    const exchanges = MAX_MESSAGES_PER_CONVERSATION / 2 + 10
    for (let exchange = 0; exchange < exchanges; exchange += 1) {
      await recordChatExchange(test.db, {
        conversationId,
        userMessage: `question ${exchange}`,
        botMessage: `answer ${exchange}`,
        userAt: new Date(Date.UTC(2025, 3, 1, 9, 0, exchange * 2)),
        botAt: new Date(Date.UTC(2025, 3, 1, 9, 0, exchange * 2 + 1)),
      })
    }
    const [kept] = await findChatConversations(test.db, [conversationId])
    expect(kept!.messages).toHaveLength(MAX_MESSAGES_PER_CONVERSATION)
    // The oldest ten exchanges went; the latest are there, in order.
    expect(kept!.messages[0]!.message).toBe('question 10')
    expect(kept!.messages.at(-1)!.message).toBe(`answer ${exchanges - 1}`)
    expect(await recentChatMessages(test.db, conversationId, 2)).toEqual([
      { role: 'user', message: `question ${exchanges - 1}` },
      { role: 'bot', message: `answer ${exchanges - 1}` },
    ])
    expect(await deleteChatConversation(test.db, conversationId)).toBe(true)
  })

  it('claims due outbox rows once, honours leases, and reschedules failures', async () => {
    const t0 = new Date('2025-04-01T00:00:00Z')
    const first = await enqueueOutbox(
      test.db,
      'lead-email',
      { leadType: 'contact', leadId: 'x' },
      t0,
    )
    const later = await enqueueOutbox(
      test.db,
      'lead-email',
      { leadType: 'contact', leadId: 'y' },
      new Date('2025-04-01T01:00:00Z'),
    )

    const claimed = await claimDueOutbox(test.db, kind, { now: t0, leaseMs: 60_000, limit: 10 })
    expect(claimed.map((row) => row.id)).toEqual([first])
    // Leased: a second worker finds nothing until the lease runs out.
    expect(await claimDueOutbox(test.db, kind, { now: t0, leaseMs: 60_000, limit: 10 })).toEqual([])
    const afterLease = new Date(t0.getTime() + 61_000)
    expect(
      (await claimDueOutbox(test.db, kind, { now: afterLease, leaseMs: 60_000, limit: 10 })).map(
        (row) => row.id,
      ),
    ).toEqual([first])

    await markOutboxAttemptFailed(test.db, first, {
      error: 'SMTP down',
      retryAt: new Date('2025-04-01T00:10:00Z'),
      now: afterLease,
    })
    const atTen = new Date('2025-04-01T00:10:00Z')
    const retried = await claimDueOutbox(test.db, kind, { now: atTen, leaseMs: 60_000, limit: 10 })
    expect(retried).toEqual([
      expect.objectContaining({ id: first, attempts: 1, last_error: 'SMTP down' }),
    ])
    await markOutboxDelivered(test.db, first, atTen)

    const rows = await findOutboxRows(test.db)
    expect(rows.find((row) => row.id === first)).toMatchObject({
      attempts: 2,
      delivered_at: atTen.toISOString(),
      last_error: null,
    })
    expect(rows.find((row) => row.id === later)).toMatchObject({ attempts: 0, delivered_at: null })

    await markOutboxAttemptFailed(test.db, later, { error: 'gave up', retryAt: null, now: atTen })
    const farFuture = new Date('2030-01-01T00:00:00Z')
    expect(
      await claimDueOutbox(test.db, kind, { now: farFuture, leaseMs: 60_000, limit: 10 }),
    ).toEqual([])
  })
})
