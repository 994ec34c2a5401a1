import { afterEach, describe, expect, it, vi } from 'vitest'
import { log } from '../log'
import { createMailer, recipientDomains } from './mailer'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the log mail transport', () => {
  const message = {
    to: 'Ada Lovelace <ada.lovelace@analytical.example>, grace@Northwind.Example',
    subject: 'New contact: Ada Lovelace, Analytical Engines Ltd.',
    text: 'Phone +1 416 555 0100. We need working capital for Q3.',
    headers: { 'Reply-To': 'ada.lovelace@analytical.example' },
  }

  for (const [mode, options] of [
    ['without SMTP_URL (a local trial)', { smtpUrl: undefined }],
    ['with MAIL_TRANSPORT=log', { transport: 'log' as const, smtpUrl: 'smtp://127.0.0.1:9' }],
  ] as const) {
    it(`logs a message id, the delivery id and recipient domains, no personal data, ${mode}`, async () => {
      const info = vi.spyOn(log, 'info').mockImplementation(() => undefined)
      const mailer = createMailer({ ...options, from: 'site@fundlane.example', timeoutMs: 1000 })
      await mailer.send(message, { deliveryId: 'delivery-7' })
      expect(info).toHaveBeenCalledTimes(1)
      // The message id is a random UUID, whose hex digits can spell 'ada' or '416': left out here,
      // its format is checked below.
      const logged = JSON.stringify(info.mock.calls[0]).replace(
        /"messageId":"[0-9a-f-]{36}"/,
        '"messageId":"(uuid)"',
      )
      for (const personal of ['ada', 'Lovelace', 'grace', '416', 'Analytical Engines', 'Q3']) {
        expect(logged).not.toContain(personal)
      }
      const [fields] = info.mock.calls[0] as unknown as [{ mail: Record<string, unknown> }]
      expect(fields.mail).toEqual({
        messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        deliveryId: 'delivery-7',
        recipientDomains: ['analytical.example', 'northwind.example'],
      })
    })
  }

  it('reads the domain of every recipient form', () => {
    expect(recipientDomains('a@x.org')).toEqual(['x.org'])
    expect(recipientDomains('A <a@x.org>, b@y.net, c@x.org')).toEqual(['x.org', 'y.net'])
    expect(recipientDomains('nobody')).toEqual([])
  })
})
