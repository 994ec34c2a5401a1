import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetServerConfig } from '../config'
import { findOutboxRows } from '../db/repositories/outbox'
import {
  clearTables,
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-databases'
import { createLead } from '../leads/create-lead'
import { subscribe } from '../leads/subscription'
import { contact, partnership } from '../../../tests/support/test-leads'
import { processDueOutbox, retryDelayMs, type OutboxContext } from './deliver'
import { createMailer } from './mailer'
import { readableMail, startSmtpSink, type Envelope } from '../../../tests/support/smtp-sink'
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from './webhook'

type ReceivedMail = Envelope & { data: string }

/** A real SMTP server on a free loopback port that keeps what it receives. */
async function startSmtp(port = 0) {
  const mail: ReceivedMail[] = []
  const sink = await startSmtpSink(port, (raw, envelope) => {
    mail.push({ ...envelope, data: raw.toString('utf8') })
  })
  return { sink, port: sink.port, mail }
}

describe.each(testDatabaseKinds)('outbox delivery on %s', (kind) => {
  let test: TestDatabase
  const webhookRequests: {
    headers: Record<string, string | string[] | undefined>
    body: string
  }[] = []
  let webhookServer: Server
  let webhookUrl: string
  let webhookStatus = 204

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    webhookServer = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      request.on('end', () => {
        webhookRequests.push({ headers: request.headers, body })
        response.writeHead(webhookStatus).end()
      })
    })
    await new Promise<void>((resolve) => webhookServer.listen(0, '127.0.0.1', resolve))
    webhookUrl = `http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/crm/leads`
    process.env.LEADS_WEBHOOK_URL = webhookUrl
    process.env.LEADS_WEBHOOK_SECRET = 'webhook-secret'
    process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'
    resetServerConfig()
  })

  afterAll(async () => {
    delete process.env.LEADS_WEBHOOK_URL
    delete process.env.LEADS_WEBHOOK_SECRET
    resetServerConfig()
    await new Promise<void>((resolve) => webhookServer.close(() => resolve()))
    await test.destroy()
  })

  afterEach(async () => {
    webhookRequests.length = 0
    webhookStatus = 204
    await clearTables(test.db)
  })

  function context(smtpPort: number, now?: () => Date): OutboxContext {
    return {
      db: test.db,
      kind,
      now,
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        from: 'site@fundlane.example',
        timeoutMs: 2000,
      }),
      settings: {
        notifyTo: 'leads@fundlane.example',
        siteUrl: 'https://www.fundlane.example',
        webhook: { url: webhookUrl, secret: 'webhook-secret' },
        maxAttempts: 5,
        backoffBaseMs: 1000,
        backoffMaxMs: 8000,
        deliveryTimeoutMs: 2000,
      },
    }
  }

  it('e-mails the team and posts a signed webhook for every lead', async () => {
    const smtp = await startSmtp()
    try {
      const { id: contactId } = await createLead(test.db, 'contact', contact)
      const { id: partnershipId } = await createLead(test.db, 'partnership', partnership, {
        language: 'fr',
      })
      const result = await processDueOutbox(context(smtp.port))
      expect(result).toEqual({ delivered: 4, failed: 0 })

      expect(smtp.mail).toHaveLength(2)
      const contactMail = readableMail(
        smtp.mail.find((mail) => mail.data.includes('contact message'))!.data,
      )
      expect(contactMail).toContain('Subject: New contact message from Ada Lovelace')
      expect(contactMail).toContain('ada@example.com')
      expect(contactMail).toContain('Working capital, please.')
      expect(contactMail).toContain(contactId)
      expect(contactMail).toContain("Language: English (the form's page)")
      expect(smtp.mail.every((mail) => mail.to.join() === 'leads@fundlane.example')).toBe(true)
      const partnershipMail = readableMail(
        smtp.mail.find((mail) => mail.data.includes('partnership inquiry'))!.data,
      )
      expect(partnershipMail).toContain('Refer our bookkeeping clients')
      expect(partnershipMail).toContain("Language: French (the form's page)")

      expect(webhookRequests).toHaveLength(2)
      for (const request of webhookRequests) {
        const timestamp = String(request.headers[TIMESTAMP_HEADER.toLowerCase()])
        expect(request.headers[SIGNATURE_HEADER.toLowerCase()]).toBe(
          webhookSignature('webhook-secret', timestamp, request.body),
        )
        expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60)
      }
      const events = webhookRequests.map(
        (request) => JSON.parse(request.body) as { event: string; lead: { id: string } },
      )
      expect(events.map((event) => [event.event, event.lead.id]).sort()).toEqual(
        [
          ['contact.created', contactId],
          ['partnership.created', partnershipId],
        ].sort(),
      )

      const rows = await findOutboxRows(test.db)
      expect(rows.every((row) => row.delivered_at !== null && row.last_error === null)).toBe(true)
      // Nothing is sent twice.
      expect(await processDueOutbox(context(smtp.port))).toEqual({ delivered: 0, failed: 0 })
      expect(smtp.mail).toHaveLength(2)
    } finally {
      await smtp.sink.close()
    }
  })

  it('delivers a lead accepted while the mail server was down once it comes back', async () => {
    const probe = await startSmtp()
    const port = probe.port
    await probe.sink.close()

    let clock = new Date('2026-01-01T09:00:00Z')
    const now = () => clock
    await createLead(test.db, 'contact', contact, { now: clock })

    // The mail server is down: the e-mail fails and waits with backoff; the webhook goes through.
    expect(await processDueOutbox(context(port, now))).toEqual({ delivered: 1, failed: 1 })
    let email = (await findOutboxRows(test.db)).find((row) => row.kind === 'lead-email')!
    expect(email).toMatchObject({ attempts: 1, delivered_at: null })
    expect(email.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(email.next_attempt_at).toBe(new Date(clock.getTime() + 1000).toISOString())

    // Not due yet: nothing is tried.
    expect(await processDueOutbox(context(port, now))).toEqual({ delivered: 0, failed: 0 })

    // Still down at the second try: the wait doubles.
    clock = new Date(clock.getTime() + 1000)
    expect(await processDueOutbox(context(port, now))).toEqual({ delivered: 0, failed: 1 })
    email = (await findOutboxRows(test.db)).find((row) => row.kind === 'lead-email')!
    expect(email.next_attempt_at).toBe(new Date(clock.getTime() + 2000).toISOString())

    // The server comes back on the same port; the next due pass delivers.
    const smtp = await startSmtp(port)
    try {
      clock = new Date(clock.getTime() + 2000)
      expect(await processDueOutbox(context(port, now))).toEqual({ delivered: 1, failed: 0 })
      expect(smtp.mail).toHaveLength(1)
      expect(readableMail(smtp.mail[0]!.data)).toContain('New contact message from Ada Lovelace')
      email = (await findOutboxRows(test.db)).find((row) => row.kind === 'lead-email')!
      expect(email).toMatchObject({ attempts: 3, last_error: null })
      expect(email.delivered_at).not.toBeNull()
    } finally {
      await smtp.sink.close()
    }
  })

  it("keeps a mail server's refusal without the recipient's address", async () => {
    // The server refuses the message naming its recipient, as real ones do.
    const refusing = await startSmtpSink(0, (_raw, envelope) => {
      throw new Error(`Mailbox <${envelope.to[0]}> is full; also tried ${envelope.to[0]}`)
    })
    try {
      await createLead(test.db, 'contact', contact)
      await processDueOutbox(context(refusing.port))
      const email = (await findOutboxRows(test.db)).find((row) => row.kind === 'lead-email')!
      expect(email.last_error).toMatch(/full/)
      expect(email.last_error).toContain('[address]')
      expect(email.last_error).not.toMatch(/@/)
    } finally {
      await refusing.close()
    }
  })

  it('gives up after the attempt limit and keeps the last error', async () => {
    webhookStatus = 500
    const smtp = await startSmtp()
    try {
      let clock = new Date('2026-01-01T09:00:00Z')
      await createLead(test.db, 'contact', contact, { now: clock })
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await processDueOutbox(context(smtp.port, () => clock))
        clock = new Date(clock.getTime() + 10_000)
      }
      const webhook = (await findOutboxRows(test.db)).find((row) => row.kind === 'lead-webhook')!
      expect(webhook).toMatchObject({
        attempts: 5,
        delivered_at: null,
        last_error: 'Webhook answered 500 Internal Server Error',
      })
      expect(webhook.failed_at).not.toBeNull()
      expect(webhookRequests).toHaveLength(5)
    } finally {
      await smtp.sink.close()
    }
  })

  it('stopping mid-pass finishes the delivery in progress and releases the rest at once', async () => {
    const stopping = new AbortController()
    const sent: string[] = []
    const slowSmtp = await startSmtpSink(0, async (raw) => {
      // Shutdown begins while the first e-mail is with the mail server.
      stopping.abort()
      await new Promise((resolve) => setTimeout(resolve, 200))
      sent.push(raw.toString('utf8'))
    })
    try {
      for (let lead = 0; lead < 3; lead += 1) await createLead(test.db, 'contact', contact)
      await test.db.deleteFrom('outbox').where('kind', '=', 'lead-webhook').execute()
      const result = await processDueOutbox(context(slowSmtp.port), { signal: stopping.signal })
      expect(result).toEqual({ delivered: 1, failed: 0 })
      expect(sent).toHaveLength(1)
      const rows = await findOutboxRows(test.db)
      expect(rows.filter((row) => row.delivered_at !== null)).toHaveLength(1)
      // The two not tried are due again now, not after their lease.
      expect(
        rows.filter((row) => row.delivered_at === null && row.locked_until === null),
      ).toHaveLength(2)
    } finally {
      await slowSmtp.close()
    }
  })

  it('sends a newsletter confirmation with confirm and one-click unsubscribe links', async () => {
    const smtp = await startSmtp()
    try {
      await subscribe(test.db, 'reader@example.com')
      await processDueOutbox(context(smtp.port))
      expect(smtp.mail).toHaveLength(1)
      const mail = readableMail(smtp.mail[0]!.data)
      expect(smtp.mail[0]!.to).toEqual(['reader@example.com'])
      expect(mail).toMatch(/https:\/\/www\.fundlane\.example\/newsletter\/confirm\?token=[\w.-]+/)
      expect(mail).toMatch(
        /List-Unsubscribe: <https:\/\/www\.fundlane\.example\/newsletter\/unsubscribe\?token=[\w.-]+>/,
      )
      expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
      expect(mail).toContain('Subject: Please confirm your Fundlane newsletter subscription')
    } finally {
      await smtp.sink.close()
    }
  })

  it('writes to a subscriber from a French page in French, with links to the French pages', async () => {
    const smtp = await startSmtp()
    try {
      await subscribe(test.db, 'lectrice@exemple.ca', { language: 'fr' })
      await processDueOutbox(context(smtp.port))
      const mail = readableMail(smtp.mail[0]!.data)
      expect(mail).toContain('Veuillez confirmer votre abonnement à l’infolettre de Fundlane')
      expect(mail).toContain('Bonjour,')
      expect(mail).toMatch(
        /https:\/\/www\.fundlane\.example\/fr\/infolettre\/confirmation\?token=[\w.-]+/,
      )
      expect(mail).toMatch(
        /List-Unsubscribe: <https:\/\/www\.fundlane\.example\/fr\/infolettre\/desabonnement\?token=[\w.-]+>/,
      )
      expect(mail).toMatch(/Désabonnez-vous en tout temps\s:\shttps:/)
    } finally {
      await smtp.sink.close()
    }
  })
})

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ])
  })
})
