import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLeadStatus } from '../db/repositories/lead-work'
import { findOutboxRows } from '../db/repositories/outbox'
import { processDueOutbox } from '../outbox/deliver'
import { createMailer } from '../outbox/mailer'
import {
  clearTables,
  createTestDatabase,
  insertTeamMemberRow,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { readableMail, startSmtpSink } from '../../../tests/support/smtp-sink'
import { contact, partnership } from '../../../tests/support/test-leads'
import { createLead } from './create-lead'
import { queueDueDigest } from './lead-digest'

vi.mock('../outbox/worker', () => ({ wakeOutboxWorker: vi.fn() }))

const settings = {
  to: ['sales@fundlane.example', 'ops@fundlane.example'],
  hour: 8,
  timeZone: 'America/Toronto',
}
const mira = { id: 'member-mira', name: 'Mira Chen' }
/** A moment on 2 March 2026, Toronto time (UTC-5 in winter). */
const toronto = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 2, day, hour + 5, minute))

describe.each(testDatabaseKinds)('the morning digest on %s', (kind) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await test.destroy()
  })
  beforeEach(async () => {
    await clearTables(test.db)
    await test.db.deleteFrom('lead_digests').execute()
    await test.db.deleteFrom('team_members').execute()
    await insertTeamMemberRow(test, mira)
  })

  it('is queued once a day at the set hour, for the day before, whichever instance asks first', async () => {
    expect(await queueDueDigest(test.db, settings, toronto(2, 7, 59))).toBeUndefined()
    expect(await findOutboxRows(test.db)).toEqual([])

    // Two instances check in the same minute: one queues it.
    const answers = await Promise.all([
      queueDueDigest(test.db, settings, toronto(2, 8)),
      queueDueDigest(test.db, settings, toronto(2, 8)),
    ])
    expect(answers.filter(Boolean)).toEqual(['2026-03-01'])
    expect(await queueDueDigest(test.db, settings, toronto(2, 17))).toBeUndefined()
    const rows = await findOutboxRows(test.db)
    expect(rows.map((row) => [row.kind, JSON.parse(row.payload)])).toEqual([
      ['lead-digest', { day: '2026-03-01' }],
    ])
    // Late in the evening in Toronto is already the next day in UTC: still the same day's digest.
    expect(await queueDueDigest(test.db, settings, toronto(2, 23, 30))).toBeUndefined()
  })

  it('e-mails the day’s leads by type and source and the count still New, through a real SMTP server', async () => {
    const mail: string[] = []
    const sink = await startSmtpSink(0, (raw) => {
      mail.push(readableMail(raw.toString('utf8')))
    })
    try {
      const newsletter = { first: { utmSource: 'newsletter' }, latest: {} }
      await createLead(test.db, 'contact', contact, { now: toronto(1, 9), source: newsletter })
      await createLead(test.db, 'contact', contact, { now: toronto(1, 23, 50), source: newsletter })
      await createLead(test.db, 'partnership', partnership, {
        now: toronto(1, 0, 10),
        source: { first: { referrerHost: 'partner.example' }, latest: {} },
      })
      const junk = await createLead(test.db, 'contact', contact, { now: toronto(1, 12) })
      await setLeadStatus(test.db, { type: 'contact', id: junk.id }, 'spam', mira)
      const handled = await createLead(test.db, 'contact', contact, { now: toronto(1, 15) })
      await setLeadStatus(test.db, { type: 'contact', id: handled.id }, 'contacted', mira)
      await createLead(test.db, 'contact', contact, { now: toronto(2, 7) }) // the next day
      await createLead(test.db, 'contact', contact, { now: toronto(2, 0, 5) }) // the next day too
      await test.db.deleteFrom('outbox').execute() // the team e-mails about each lead

      await queueDueDigest(test.db, settings, toronto(2, 8))
      const result = await processDueOutbox({
        db: test.db,
        kind,
        mailer: createMailer({
          smtpUrl: `smtp://127.0.0.1:${sink.port}`,
          from: 'site@fundlane.example',
          timeoutMs: 2000,
        }),
        settings: {
          notifyTo: 'leads@fundlane.example',
          siteUrl: 'https://www.fundlane.example',
          digest: { to: settings.to, timeZone: settings.timeZone },
          maxAttempts: 5,
          backoffBaseMs: 1000,
          backoffMaxMs: 8000,
          deliveryTimeoutMs: 2000,
        },
      })
      expect(result).toEqual({ delivered: 1, failed: 0 })
      expect(mail).toHaveLength(1)
      const text = mail[0]!
      expect(text).toContain('To: sales@fundlane.example, ops@fundlane.example')
      expect(text).toContain('Subject: Fundlane leads for Sunday, March 1, 2026: 4 new')
      expect(text).toContain('Contact form: 3')
      expect(text).toContain('Partnership inquiries: 1')
      expect(text).toMatch(/newsletter: 2\s+Direct or not recorded: 1\s+partner\.example: 1/)
      // New: the two contacts and the partnership of the 1st, and the two of the 2nd.
      expect(text).toContain('Still New, all days: 5 leads')
      expect(text).toContain('https://www.fundlane.example/admin')
      expect(text).not.toContain(contact.email)
    } finally {
      await sink.close()
    }
  })
})
