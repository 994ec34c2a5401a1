import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as postContact } from '@/app/api/readiness/contact/route'
import { POST as postEmail } from '@/app/api/readiness/email/route'
import { HONEYPOT_FIELD } from '@/lib/honeypot'
import { readinessMessages } from '@/lib/schemas/readiness'
import { site } from '@/content/site'
import { dashboard } from '../admin/dashboard'
import { failedDeliveriesPage } from '../admin/deliveries'
import { resetServerConfig } from '../config'
import { closeDatabase } from '../db/client'
import { findContactSubmission } from '../db/repositories/contact-submissions'
import { findOutboxRows, markOutboxAttemptFailed } from '../db/repositories/outbox'
import { resetRateLimiters } from '../http/rate-limit'
import type { MailMessage } from '../outbox/mailer'
import { deliverOutboxRow, type OutboxContext } from '../outbox/deliver'
import { findChecklistEmail, requestChecklistEmail } from './checklist-email'
import { teamEmailAbout } from './lead-types'
import { eraseSubjectData, exportSubjectData } from '../privacy/subject-requests'
import { purgeExpired } from '../privacy/retention'
import { parseServerConfig } from '../config'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { arrivingFrom, jsonRequest, send } from '../../../tests/support/test-requests'

/** The visitor: Québec, two years in business, $40,000 a month, fair credit, working capital within a month. */
const QUEBEC =
  'country=ca&region=QC&years=under36&revenue=under50k&credit=fair&purpose=cashflow&speed=weeks'

const ADDRESS = 'Owner@Example.com'
const owner = { actor: { id: 'owner-1', email: 'owner@fundlane.example' }, via: 'admin' } as const

const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 416 555 0100',
  company: '',
  message: '',
  consent: true,
  answers: QUEBEC,
}

/** A request from one visitor's address (the socket's, TRUST_PROXY being 0). */
const from = (socket: string, french = false) => ({
  ...arrivingFrom(socket),
  ...(french ? { 'Content-Language': 'fr-CA' } : {}),
})

const emailRequest = (body: unknown, socket = '203.0.113.10', french = false) =>
  jsonRequest('/api/readiness/email', body, from(socket, french))

describe.each(testDatabaseKinds)('the readiness check’s requests on %s', (kind) => {
  let test: TestDatabase
  const sent: MailMessage[] = []

  /** Delivers every due outbox row of `kind` through a mailer that keeps what it is given. */
  async function deliver(outboxKind: string) {
    const context: OutboxContext = {
      db: test.db,
      kind,
      mailer: { send: async (message) => void sent.push(message) },
      settings: {
        notifyTo: 'team@fundlane.example',
        siteUrl: 'https://fundlane.example',
        maxAttempts: 3,
        backoffBaseMs: 1000,
        backoffMaxMs: 1000,
        deliveryTimeoutMs: 1000,
      },
    }
    for (const row of await findOutboxRows(test.db)) {
      if (row.kind === outboxKind && !row.delivered_at) await deliverOutboxRow(context, row)
    }
  }

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
    sent.length = 0
  })

  it('e-mails the checklist written from the answers, in the page’s language, with who sends it and why', async () => {
    const { status } = await send(postEmail, emailRequest({ email: ADDRESS, answers: QUEBEC }))
    expect(status).toBe(202)
    const [row] = await test.db.selectFrom('checklist_emails').selectAll().execute()
    expect(row).toMatchObject({ email: ADDRESS, answers: QUEBEC, language: 'en', sent_at: null })
    expect(row!.recipient_reference).not.toContain('example')
    expect(row!.visitor_reference).not.toContain('203.0.113')

    await deliver('checklist-email')
    expect(sent).toHaveLength(1)
    const [mail] = sent
    expect(mail!.to).toBe(ADDRESS)
    expect(mail!.subject).toBe(`Your funding readiness checklist from ${site.name}`)
    expect(mail!.text).toMatch(/Québec enterprise number \(NEQ\)|\bNEQ\b/)
    expect(mail!.text).toContain('Revenu Québec')
    expect(mail!.text).not.toMatch(/\bCRA\b/)
    expect(mail!.text).toContain('nothing else will be sent to you')
    expect(mail!.text).toContain(site.legalName)
    expect(mail!.text).toContain(site.address.postalCode)
    expect(mail!.text).toContain(`https://fundlane.example/tools/funding-readiness?${QUEBEC}`)
    // Sent once: only the keyed hash of the address stays.
    const after = await test.db.selectFrom('checklist_emails').selectAll().executeTakeFirst()
    expect(after).toMatchObject({ email: null, sent_at: expect.any(String) })
  })

  it('writes the checklist in French for a French page, CRA documents for Ontario, and keeps no text the request adds', async () => {
    const answers = `${QUEBEC.replace('region=QC', 'region=ON')}&note=Call+me+at+555`
    const { status } = await send(
      postEmail,
      emailRequest({ email: ADDRESS, answers, message: 'Visit evil.example' }, undefined, true),
    )
    expect(status).toBe(202)
    await deliver('checklist-email')
    const [mail] = sent
    expect(mail!.subject).toBe(`Votre liste de préparation au financement, de ${site.name}`)
    expect(mail!.text).toContain('rien d’autre ne vous sera envoyé')
    expect(mail!.text).toMatch(/\bARC\b|Agence du revenu du Canada/)
    expect(mail!.text).not.toContain('Revenu Québec')
    expect(mail!.text).not.toContain('555')
    expect(mail!.text).not.toContain('evil.example')
    expect(mail!.text).toContain('https://fundlane.example/fr/outils/preparation-au-financement?')
  })

  it('lists the documents of the place while no product stands out yet', async () => {
    await send(postEmail, emailRequest({ email: ADDRESS, answers: 'country=ca&region=QC' }))
    await deliver('checklist-email')
    expect(sent[0]!.text).toContain('No kind of capital stands out yet for these answers.')
    expect(sent[0]!.text).toContain('Québec enterprise number (NEQ)')
    expect(sent[0]!.text).toContain('Revenu Québec')
  })

  it('refuses bad input with a 4xx and a message a person can act on', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ answers: QUEBEC }, 400, /check the highlighted fields/],
      [{ email: 'nowhere', answers: QUEBEC }, 400, /check the highlighted fields/],
      [{ email: 'a@b.com,c@d.com', answers: QUEBEC }, 400, /check the highlighted fields/],
      [{ email: ADDRESS }, 400, /check the highlighted fields/],
      [{ email: ADDRESS, answers: 42 }, 400, /check the highlighted fields/],
      [{ email: ADDRESS, answers: 'x'.repeat(3000) }, 400, /check the highlighted fields/],
      [{ email: ADDRESS, answers: '' }, 400, /answer at least one question of the check/],
      [{ email: ADDRESS, answers: 'country=mars&years=forever' }, 400, /answer at least one/],
      ['not json', 400, /not valid JSON/],
    ]
    for (const [body, status, message] of cases) {
      const answer = await send(postEmail, emailRequest(body))
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(String(answer.body.error)).toMatch(message)
    }
    const notJson = await postEmail(
      new Request('http://localhost/api/readiness/email', { method: 'POST', body: '{}' }),
    )
    expect(notJson.status).toBe(415)
    expect(await test.db.selectFrom('checklist_emails').selectAll().execute()).toEqual([])
  })

  it('sends at most three checklists a day to one address, whoever asks', async () => {
    for (const socket of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect(
        (await send(postEmail, emailRequest({ email: ADDRESS, answers: QUEBEC }, socket))).status,
      ).toBe(202)
    }
    // The same address written otherwise is the same address.
    const fourth = await send(
      postEmail,
      emailRequest({ email: ' owner@EXAMPLE.com ', answers: QUEBEC }, '198.51.100.4'),
    )
    expect(fourth.status).toBe(429)
    expect(fourth.body.error).toBe(readinessMessages.addressLimit)
    expect(fourth.headers.get('retry-after')).toBe('86400')
    const french = await send(
      postEmail,
      emailRequest({ email: ADDRESS, answers: QUEBEC }, '198.51.100.5', true),
    )
    expect(french.body.error).toBe(
      'Cette adresse a déjà reçu trois listes aujourd’hui. Veuillez réessayer demain.',
    )
    expect(await test.db.selectFrom('checklist_emails').selectAll().execute()).toHaveLength(3)
    const queued = (await findOutboxRows(test.db)).filter((row) => row.kind === 'checklist-email')
    expect(queued).toHaveLength(3)
  })

  it('refuses an address written with a comment, quotes or a group name, which would dodge the limit', async () => {
    for (const email of [
      'owner@example.com(2)',
      'Call-555-0100:owner@example.com',
      '"o"wner@example.com',
    ]) {
      const answer = await send(postEmail, emailRequest({ email, answers: QUEBEC }))
      expect(answer.status, email).toBe(400)
      expect(answer.body.fields).toEqual({ email: 'Please enter a valid email address' })
    }
    // One stored before the rule refused them is not sent: the mail library would read a name
    // the requester wrote into it.
    const { id } = await requestChecklistEmail(
      { db: test.db, kind },
      {
        email: 'owner@example.com(Your loan is approved)',
        answers: QUEBEC,
        language: 'en',
        visitor: '203.0.113.10',
      },
    )
    await deliver('checklist-email')
    expect(sent).toEqual([])
    expect(await findChecklistEmail(test.db, id)).toMatchObject({ sent_at: null })
  })

  it('answers a bot that fills the hidden field as if the checklist went, and sends nothing', async () => {
    const answer = await send(
      postEmail,
      emailRequest({ email: ADDRESS, answers: QUEBEC, [HONEYPOT_FIELD]: 'https://spam.example' }),
    )
    expect(answer.status).toBe(202)
    expect(answer.body).toEqual({ sent: true })
    expect(await test.db.selectFrom('checklist_emails').selectAll().execute()).toEqual([])
    expect(await findOutboxRows(test.db)).toEqual([])
  })

  it('lists a checklist e-mail that failed among the failed deliveries, by its domain only', async () => {
    await send(postEmail, emailRequest({ email: ADDRESS, answers: QUEBEC }))
    const row = (await findOutboxRows(test.db)).find((row) => row.kind === 'checklist-email')!
    await markOutboxAttemptFailed(test.db, row.id, {
      error: '550 5.1.1 [address]: mailbox unavailable',
      retryAt: new Date(Date.now() + 60_000),
    })
    // A team notification that failed too is still listed beside it.
    await send(postContact, jsonRequest('/api/readiness/contact', validContact, from('192.0.2.9')))
    const lead = (await findOutboxRows(test.db)).find((row) => row.kind === 'lead-email')!
    await markOutboxAttemptFailed(test.db, lead.id, { error: 'timeout', retryAt: null })
    const page = await failedDeliveriesPage(test.db, 'http://localhost/api/admin/deliveries')
    const subjects = page.items.map((item) => item.subject)
    expect(subjects).toContainEqual({
      type: 'checklist',
      id: JSON.parse(row.payload).checklistEmailId,
      name: 'address at example.com',
    })
    expect(subjects).toContainEqual(
      expect.objectContaining({ type: 'contact', name: 'Ada Lovelace' }),
    )
    expect(JSON.stringify(page)).not.toMatch(/owner@/i)
  })

  it('holds the limit when ten requests for one address arrive at once', async () => {
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        requestChecklistEmail(
          { db: test.db, kind },
          { email: ADDRESS, answers: QUEBEC, language: 'en', visitor: `198.51.100.${index + 1}` },
        ),
      ),
    )
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3)
    expect(await test.db.selectFrom('checklist_emails').selectAll().execute()).toHaveLength(3)
  })

  it('sends at most three checklists a day for one visitor, whatever the addresses', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await send(postEmail, emailRequest({ email, answers: QUEBEC }))).status).toBe(202)
    }
    const fourth = await send(postEmail, emailRequest({ email: 'd@example.com', answers: QUEBEC }))
    expect(fourth.status).toBe(429)
    expect(fourth.body.error).toBe(readinessMessages.visitorLimit)
    // Another visitor still may.
    const other = await send(
      postEmail,
      emailRequest({ email: 'd@example.com', answers: QUEBEC }, '192.0.2.77'),
    )
    expect(other.status).toBe(202)
  })

  it('creates a contact lead carrying the answers, which the team’s e-mail and the dashboard show as the readiness check', async () => {
    const { status, body } = await send(
      postContact,
      jsonRequest('/api/readiness/contact', { ...validContact, answers: `${QUEBEC}&junk=1` }),
    )
    expect(status).toBe(201)
    const lead = await findContactSubmission(test.db, String(body.id))
    expect(lead).toMatchObject({ email: 'ada@example.com', readinessAnswers: QUEBEC })
    const outbox = await findOutboxRows(test.db)
    expect(outbox.map((row) => row.kind)).toEqual(['lead-email'])

    const mail = await teamEmailAbout(test.db, 'contact', String(body.id), 'team@fundlane.example')
    expect(mail!.subject).toBe('New readiness check lead from Ada Lovelace')
    expect(mail!.text).toContain('Which province, territory or state? Quebec')
    expect(mail!.text).toContain('How would you describe the owners’ personal credit? Fair')

    const today = new Date().toISOString().slice(0, 10)
    const figures = await dashboard(test, { from: today, to: today, granularity: 'day' })
    expect(figures.bySource).toEqual([{ source: 'Readiness check', campaign: null, leads: 1 }])
  })

  it('refuses a readiness lead without consent or with a bad field, with a message per field', async () => {
    const withoutConsent = await send(
      postContact,
      jsonRequest('/api/readiness/contact', { ...validContact, consent: false }),
    )
    expect(withoutConsent.status).toBe(400)
    expect(withoutConsent.body.fields).toEqual({ consent: readinessMessages.consentRequired })
    const noAnswers = await send(
      postContact,
      jsonRequest('/api/readiness/contact', { ...validContact, answers: 'country=mars' }),
    )
    expect(noAnswers.status).toBe(400)
    expect(noAnswers.body.error).toBe(readinessMessages.noAnswers)
    const badEmail = await send(
      postContact,
      jsonRequest('/api/readiness/contact', { ...validContact, email: 'nowhere', answers: 7 }),
    )
    expect(badEmail.status).toBe(400)
    expect(Object.keys(badEmail.body.fields as object).sort()).toEqual(['answers', 'email'])
    expect(await test.db.selectFrom('contact_submissions').selectAll().execute()).toEqual([])
  })

  it('puts the checklist e-mails and the readiness lead in a data-subject export, and erases both', async () => {
    await send(postEmail, emailRequest({ email: ADDRESS, answers: QUEBEC }))
    await send(
      postContact,
      jsonRequest('/api/readiness/contact', { ...validContact, email: 'owner@example.com' }),
    )
    const document = await exportSubjectData(test.db, 'OWNER@example.com', owner)
    // The answers as sent, and as a person reads them, question by question.
    const credit = {
      question: 'How would you describe the owners’ personal credit?',
      answer: 'Fair',
    }
    expect(document.checklistEmails).toEqual([
      expect.objectContaining({
        answers: QUEBEC,
        language: 'en',
        sentAt: null,
        answersRead: expect.arrayContaining([credit]),
      }),
    ])
    expect(document.contactSubmissions).toEqual([
      expect.objectContaining({
        readinessAnswers: QUEBEC,
        readinessAnswersRead: expect.arrayContaining([credit]),
      }),
    ])
    expect(document.about).toContain('readinessAnswersRead')

    const counts = await eraseSubjectData(test.db, ADDRESS, owner)
    expect(counts).toMatchObject({
      contactSubmissions: 1,
      checklistEmails: 1,
      pendingDeliveries: 2,
    })
    expect(await test.db.selectFrom('checklist_emails').selectAll().execute()).toEqual([])
    expect(await test.db.selectFrom('contact_submissions').selectAll().execute()).toEqual([])
    expect(await findOutboxRows(test.db)).toEqual([])
  })

  it('deletes checklist e-mails after the outbox retention, and readiness leads with the other leads', async () => {
    await send(postEmail, emailRequest({ email: ADDRESS, answers: QUEBEC }))
    await send(postContact, jsonRequest('/api/readiness/contact', validContact))
    const settings = parseServerConfig({})
    const purge = (days: number) =>
      purgeExpired(test, settings, new Date(Date.now() + days * 24 * 60 * 60 * 1000))

    expect((await purge(settings.RETENTION_OUTBOX_DAYS - 1))?.['checklist-emails']).toBe(0)
    expect((await purge(settings.RETENTION_OUTBOX_DAYS + 1))?.['checklist-emails']).toBe(1)
    expect(await test.db.selectFrom('checklist_emails').selectAll().execute()).toEqual([])
    expect(await test.db.selectFrom('contact_submissions').selectAll().execute()).toHaveLength(1)
    await purge(31 * settings.RETENTION_LEAD_MONTHS + 1)
    expect(await test.db.selectFrom('contact_submissions').selectAll().execute()).toEqual([])
  })
})
