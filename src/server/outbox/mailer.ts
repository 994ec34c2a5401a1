import 'server-only'
import nodemailer from 'nodemailer'
import { log } from '../log'

export type MailMessage = {
  to: string
  subject: string
  text: string
  headers?: Record<string, string>
}

export type Mailer = { send(message: MailMessage): Promise<void> }

/**
 * Sends through SMTP_URL. Without it (local development) the message is written to the log
 * instead, which stands in for a mailbox; deployments set SMTP_URL.
 */
export function createMailer({
  smtpUrl,
  from,
  timeoutMs,
}: {
  smtpUrl: string | undefined
  from: string
  timeoutMs: number
}): Mailer {
  if (!smtpUrl) {
    return {
      async send(message) {
        log.info(
          { mail: { ...message, from } },
          'mail (no SMTP_URL set, so written here instead of sent)',
        )
      },
    }
  }
  // One kept-open connection serves a whole pass of deliveries instead of one per message.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  })
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
  }
}
