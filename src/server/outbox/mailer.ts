import 'server-only'
import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import { log } from '../log'

export type MailMessage = {
  to: string
  subject: string
  text: string
  headers?: Record<string, string>
}

/** What the log may say about a message: ids, never content (`deliveryId` is the outbox row). */
export type MailReference = { deliveryId?: string }

export type Mailer = { send(message: MailMessage, reference?: MailReference): Promise<void> }

/** The domains of a recipient list (`Ada <ada@example.com>, b@x.org` gives example.com, x.org). */
export function recipientDomains(to: string): string[] {
  const domains = to
    .split(',')
    .map((recipient) => /@([^\s<>@,]+?)>?\s*$/.exec(recipient.trim())?.[1]?.toLowerCase())
    .filter((domain): domain is string => Boolean(domain))
  return [...new Set(domains)]
}

/**
 * Sends through SMTP_URL. The log transport (a local trial without SMTP_URL, or
 * MAIL_TRANSPORT=log chosen on purpose) sends nothing: it logs a message id, the outbox delivery
 * id and the recipients' domains, never the subject, body, addresses or any other personal data,
 * since the log may travel where the database does not (decision 0016).
 */
export function createMailer({
  transport = 'smtp',
  smtpUrl,
  from,
  timeoutMs,
}: {
  transport?: 'smtp' | 'log'
  smtpUrl: string | undefined
  from: string
  timeoutMs: number
}): Mailer {
  if (transport === 'log' || !smtpUrl) {
    return {
      async send(message, reference) {
        log.info(
          {
            mail: {
              messageId: randomUUID(),
              deliveryId: reference?.deliveryId,
              recipientDomains: recipientDomains(message.to),
            },
          },
          'mail logged, not sent (log mail transport)',
        )
      },
    }
  }
  // One kept-open connection serves a whole pass of deliveries instead of one per message.
  const smtp = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  })
  return {
    async send(message) {
      await smtp.sendMail({ from, ...message })
    },
  }
}
