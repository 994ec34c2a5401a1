import { existsSync, readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pageAuditEvents, recordAudit } from '../audit/audit'
import { parseServerConfig } from '../config'
import { sqlitePathFromUrl } from '../db/client'
import { recordChatExchange } from '../db/repositories/chat'
import { insertContactSubmission } from '../db/repositories/contact-submissions'
import { insertSubscriber, setSubscriberStatus } from '../db/repositories/newsletter-subscribers'
import {
  enqueueOutbox,
  markOutboxAttemptFailed,
  markOutboxDelivered,
} from '../db/repositories/outbox'
import { recordConsentEvent } from '../db/repositories/newsletter-consent'
import { addPageViews } from '../db/repositories/page-views'
import { insertPartnershipInquiry } from '../db/repositories/partnership-inquiries'
import { newId } from '../ids'
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { contact, partnership } from '../../../tests/support/test-leads'
import { cutoffFor, purgeExpired, retentionRules } from './retention'

const now = new Date('2026-06-15T12:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
const monthsAgo = (months: number) => cutoffFor({ months }, now)
const settings = parseServerConfig({})

describe('retention periods', () => {
  it('counts days of 24 hours and calendar months, clamped to the shorter month', () => {
    expect(cutoffFor({ days: 30 }, now).toISOString()).toBe('2026-05-16T12:00:00.000Z')
    expect(cutoffFor({ months: 24 }, now).toISOString()).toBe('2024-06-15T12:00:00.000Z')
    expect(cutoffFor({ months: 1 }, new Date('2026-03-31T08:00:00Z')).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    )
    expect(cutoffFor({ months: 13 }, new Date('2025-03-31T08:00:00Z')).toISOString()).toBe(
      '2024-02-29T08:00:00.000Z',
    )
  })

  it('keeps the audit trail longest, and purges it last', () => {
    expect(retentionRules.at(-1)?.table).toBe('audit_events')
    const auditCutoff = cutoffFor(retentionRules.at(-1)!.keep(settings), now)
    for (const rule of retentionRules) {
      expect(cutoffFor(rule.keep(settings), now).getTime(), rule.name).toBeGreaterThanOrEqual(
        auditCutoff.getTime(),
      )
    }
  })
})

describe.each(testDatabaseKinds)('the retention purge on %s', (kind) => {
  let test: TestDatabase
  beforeEach(async () => {
    test = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await test.destroy()
  })

  /** Records just past and just within each default period, named by what should happen. */
  async function addRecords() {
    const { db } = test
    for (const [label, at] of [
      ['expired', daysAgo(91)],
      ['kept', daysAgo(89)],
    ] as const) {
      await recordChatExchange(db, {
        conversationId: newId(at.getTime()),
        userMessage: `${label} question`,
        botMessage: `${label} answer`,
        userAt: new Date(at.getTime() - 1000),
        botAt: at,
      })
    }

    const subscriber = async (email: string, at: Date, status?: 'confirmed' | 'unsubscribed') => {
      const id = newId(at.getTime())
      await insertSubscriber(db, { id, email, consentSource: 'footer-form', now: at })
      if (status) await setSubscriberStatus(db, id, status, at)
    }
    await subscriber('expired@example.com', daysAgo(31))
    await subscriber('kept@example.com', daysAgo(29))
    await subscriber('confirmed@example.com', daysAgo(400), 'confirmed')
    await subscriber('unsubscribed@example.com', daysAgo(400), 'unsubscribed')

    for (const at of [monthsAgo(25), monthsAgo(23)]) {
      await insertContactSubmission(db, {
        id: newId(at.getTime()),
        submittedAt: at,
        submission: contact,
      })
      await insertPartnershipInquiry(db, {
        id: newId(at.getTime()),
        submittedAt: at,
        inquiry: partnership,
      })
    }

    // Page views: counts per page and day, kept as long as the leads they are compared with.
    await addPageViews(db, [
      { day: monthsAgo(25).toISOString().slice(0, 10), path: '/about-us', views: 3 },
      { day: monthsAgo(23).toISOString().slice(0, 10), path: '/about-us', views: 4 },
    ])

    const outbox = async (created: Date) =>
      enqueueOutbox(db, 'lead-email', { leadType: 'contact', leadId: newId() }, created)
    await markOutboxDelivered(db, await outbox(daysAgo(32)), daysAgo(31))
    await markOutboxDelivered(db, await outbox(daysAgo(32)), daysAgo(29))
    for (const givenUpAt of [daysAgo(31), daysAgo(29)]) {
      await markOutboxAttemptFailed(db, await outbox(daysAgo(32)), {
        error: 'mailbox unavailable',
        retryAt: null,
        now: givenUpAt,
      })
    }
    // Checklists e-mailed on request (issue 39): kept as long as a delivery record.
    for (const at of [daysAgo(31), daysAgo(29)]) {
      await db
        .insertInto('checklist_emails')
        .values({
          id: newId(at.getTime()),
          email: null,
          recipient_reference: 'reference',
          visitor_reference: 'visitor',
          answers: 'country=ca',
          language: 'en',
          created_at: at.toISOString(),
          sent_at: at.toISOString(),
        })
        .execute()
    }
    // Still being retried, however old: never purged.
    await markOutboxAttemptFailed(db, await outbox(daysAgo(200)), {
      error: 'connection refused',
      retryAt: now,
      now: daysAgo(1),
    })

    const memberId = newId()
    const iso = (at: Date) => at.toISOString()
    await db
      .insertInto('team_members')
      .values({
        id: memberId,
        name: 'Owner',
        email: 'owner@example.com',
        email_verified: kind === 'postgres' ? true : 1,
        image: null,
        role: 'owner',
        two_factor_enabled: null,
        created_at: iso(daysAgo(400)),
        updated_at: iso(daysAgo(400)),
      })
      .execute()
    for (const [label, ends] of [
      ['ended', daysAgo(1)],
      ['live', new Date(now.getTime() + 3600_000)],
    ] as const) {
      await db
        .insertInto('team_sessions')
        .values({
          id: newId(),
          token: `${label}-token`,
          user_id: memberId,
          expires_at: iso(ends),
          ip_address: '203.0.113.7',
          user_agent: 'Test',
          created_at: iso(daysAgo(2)),
          updated_at: iso(daysAgo(2)),
        })
        .execute()
      await db
        .insertInto('team_verifications')
        .values({
          id: newId(),
          identifier: `${label}-challenge`,
          value: memberId,
          expires_at: iso(ends),
          created_at: iso(daysAgo(2)),
          updated_at: iso(daysAgo(2)),
        })
        .execute()
    }
    for (const [email, ended] of [
      ['expired-invitee@example.com', daysAgo(31)],
      ['recent-invitee@example.com', daysAgo(29)],
    ] as const) {
      await db
        .insertInto('team_invitations')
        .values({
          id: newId(),
          email,
          role: 'member',
          invited_by: memberId,
          created_at: iso(new Date(ended.getTime() - 72 * 3600_000)),
          expires_at: iso(ended),
          accepted_at: null,
        })
        .execute()
    }

    // Consent evidence: gone after the audit period once the address is off the list, kept while
    // it is still subscribed however old.
    await recordConsentEvent(db, {
      email: 'unsubscribed@example.com',
      event: 'subscribed',
      source: 'footer-form',
      now: monthsAgo(37),
    })
    await recordConsentEvent(db, {
      email: 'confirmed@example.com',
      event: 'confirmed',
      source: 'confirm-link',
      now: monthsAgo(37),
    })
    await recordConsentEvent(db, {
      email: 'unsubscribed@example.com',
      event: 'unsubscribed',
      source: 'unsubscribe-link',
      now: monthsAgo(35),
    })

    for (const at of [monthsAgo(37), monthsAgo(35)]) {
      await recordAudit(
        db,
        { action: 'list.exported', actor: null, target: { type: 'contacts' } },
        at,
      )
    }
  }

  const count = async (table: 'contact_submissions' | 'partnership_inquiries') =>
    Number(
      (
        await test.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('rows'))
          .executeTakeFirstOrThrow()
      ).rows,
    )

  it('deletes what is past its retention and leaves the rest', async () => {
    await addRecords()
    const counts = await purgeExpired(test, settings, now)

    expect(counts).toEqual({
      'chat-conversations': 1,
      'unconfirmed-subscriptions': 1,
      'contact-submissions': 1,
      'partnership-inquiries': 1,
      'page-views': 1,
      'checklist-emails': 1,
      'delivered-outbox': 1,
      'given-up-outbox': 1,
      'ended-team-sessions': 1,
      'expired-team-verifications': 1,
      'old-team-invitations': 1,
      'consent-events': 1,
      'audit-events': 1,
    })
    const consent = await test.db
      .selectFrom('newsletter_consent_events')
      .select(['email_normalized', 'event'])
      .orderBy('occurred_at')
      .execute()
    expect(consent).toEqual([
      { email_normalized: 'confirmed@example.com', event: 'confirmed' },
      { email_normalized: 'unsubscribed@example.com', event: 'unsubscribed' },
    ])
    const sessions = await test.db.selectFrom('team_sessions').select('token').execute()
    expect(sessions.map((row) => row.token)).toEqual(['live-token'])
    const invitations = await test.db.selectFrom('team_invitations').select('email').execute()
    expect(invitations.map((row) => row.email)).toEqual(['recent-invitee@example.com'])
    const messages = await test.db.selectFrom('chat_messages').select('message').execute()
    expect(messages.map((row) => row.message).sort()).toEqual(['kept answer', 'kept question'])
    const subscribers = await test.db.selectFrom('newsletter_subscribers').select('email').execute()
    expect(subscribers.map((row) => row.email).sort()).toEqual([
      'confirmed@example.com',
      'kept@example.com',
      'unsubscribed@example.com',
    ])
    expect(await count('contact_submissions')).toBe(1)
    expect(await count('partnership_inquiries')).toBe(1)
    const views = await test.db.selectFrom('page_views').select('views').execute()
    expect(views).toEqual([{ views: 4 }])
    const outbox = await test.db
      .selectFrom('outbox')
      .select(['delivered_at', 'failed_at', 'last_error'])
      .execute()
    expect(outbox).toHaveLength(3)
    expect(outbox.filter((row) => row.last_error === 'connection refused')).toHaveLength(1)

    // The audit trail keeps the recent export and gains one event with the counts, by nobody.
    const audit = await pageAuditEvents(test.db, { page: 1, pageSize: 10 })
    expect(audit.items.map((event) => event.action)).toEqual(['retention.purged', 'list.exported'])
    expect(audit.items[0]).toMatchObject({ occurredAt: now.toISOString(), detail: { counts } })
    expect(audit.items[0]).not.toHaveProperty('actorId')
  })

  it('works through a large backlog in batches, and finds nothing more the next time', async () => {
    for (let index = 0; index < 7; index += 1) {
      const at = new Date(monthsAgo(30).getTime() + index * 1000)
      await insertContactSubmission(test.db, {
        id: newId(at.getTime()),
        submittedAt: at,
        submission: contact,
      })
    }
    // page_views has no id: its batches are whole days.
    const day = (index: number) =>
      new Date(monthsAgo(30).getTime() + index * 86_400_000).toISOString().slice(0, 10)
    await addPageViews(
      test.db,
      Array.from({ length: 7 }, (_, index) => [
        { day: day(index), path: '/', views: 1 },
        { day: day(index), path: '/blog', views: 2 },
      ]).flat(),
    )
    const first = await purgeExpired(test, settings, now, { batchSize: 3 })
    expect(first?.['contact-submissions']).toBe(7)
    expect(await count('contact_submissions')).toBe(0)
    expect(first?.['page-views']).toBe(14)
    expect(await test.db.selectFrom('page_views').selectAll().execute()).toEqual([])
    const second = await purgeExpired(test, settings, now, { batchSize: 3 })
    expect(Object.values(second ?? {}).every((rows) => rows === 0)).toBe(true)
  })

  it('follows the settings', async () => {
    await addRecords()
    const counts = await purgeExpired(
      test,
      parseServerConfig({
        RETENTION_CHAT_DAYS: '30',
        RETENTION_LEAD_MONTHS: '36',
        RETENTION_AUDIT_MONTHS: '36',
      }),
      now,
    )
    expect(counts).toMatchObject({ 'chat-conversations': 2, 'contact-submissions': 0 })
  })

  it('is harmless when two run at once: each old row goes once, each run that worked is audited', async () => {
    await addRecords()
    const results = await Promise.all([
      purgeExpired(test, settings, now),
      purgeExpired(test, settings, now),
    ])
    const ran = results.filter((result) => result !== null)
    expect(ran.length).toBeGreaterThanOrEqual(1)
    const deleted = (rule: string) => ran.reduce((sum, counts) => sum + (counts[rule] ?? 0), 0)
    for (const rule of retentionRules) expect(deleted(rule.name), rule.name).toBe(1)
    const purges = await pageAuditEvents(test.db, {
      page: 1,
      pageSize: 10,
      action: 'retention.purged',
    })
    expect(purges.total).toBe(ran.length)
  })

  it('stops between batches when asked, and audits what it did', async () => {
    await addRecords()
    const stopping = new AbortController()
    stopping.abort()
    const counts = await purgeExpired(test, settings, now, { signal: stopping.signal })
    expect(counts).toEqual({})
    const audit = await pageAuditEvents(test.db, {
      page: 1,
      pageSize: 10,
      action: 'retention.purged',
    })
    expect(audit.items[0]?.detail).toEqual({ counts: {}, interrupted: true })
  })

  it.runIf(kind === 'sqlite')(
    'leaves no trace of a purged lead in the SQLite file or its write-ahead log',
    async () => {
      const marker = 'Purge-me-3f9a working capital'
      const at = monthsAgo(30)
      await insertContactSubmission(test.db, {
        id: newId(at.getTime()),
        submittedAt: at,
        submission: { ...contact, message: marker },
      })
      const file = sqlitePathFromUrl(test.url)
      const holdsMarker = () =>
        [file, `${file}-wal`].some(
          (path) => existsSync(path) && readFileSync(path).includes(Buffer.from(marker)),
        )
      expect(holdsMarker()).toBe(true)
      await purgeExpired(test, settings, now)
      expect(holdsMarker()).toBe(false)
    },
  )
})
