/**
 * A real SMTP server that accepts every message, for the unit tests, the browser tests and the
 * lead benchmarks: the code under test sends e-mail here and the caller decides what to keep.
 */
import type { Server } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type SmtpSink = { port: number; close(): Promise<void> }

export type Envelope = { from: string; to: string[] }

/**
 * Undoes the transfer encoding enough to read a message: folded headers and their encoded words,
 * the body's quoted-printable.
 */
export function readableMail(raw: string): string {
  const bytes = (encoded: string) => Buffer.from(encoded.replace(/=/g, ''), 'hex').toString('utf8')
  const split = raw.search(/\r?\n\r?\n/)
  const [head, body] = split < 0 ? [raw, ''] : [raw.slice(0, split), raw.slice(split)]
  const headers = head
    // Folded header lines, then encoded words (RFC 2047), adjacent ones joined.
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_, text: string) =>
      text.replace(/_/g, ' ').replace(/(=[0-9A-F]{2})+/g, bytes),
    )
    .replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, text: string) =>
      Buffer.from(text, 'base64').toString('utf8'),
    )
  // The body's quoted-printable soft line breaks and bytes (UTF-8).
  return headers + body.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, bytes)
}

/**
 * Listens on 127.0.0.1:`port` (0 picks a free one) and hands each message to `onMessage`; the
 * message counts as accepted (SMTP 250) only once `onMessage` has finished, so a slow handler is a
 * slow mail server and a throwing one refuses the message.
 */
export async function startSmtpSink(
  port: number,
  onMessage: (raw: Buffer, envelope: Envelope) => void | Promise<void>,
): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        }
        // A handler that throws at once refuses the message too, rather than crashing the sink.
        Promise.resolve()
          .then(() => onMessage(Buffer.concat(chunks), envelope))
          .then(
            () => callback(),
            (error: Error) => callback(error),
          )
      })
    },
  })
  // A client that drops its connection (a sender killed mid-session) is not the sink's failure.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = (server as unknown as { server: Server }).server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
