import 'server-only'
import { createHmac } from 'node:crypto'

export const SIGNATURE_HEADER = 'X-Webhook-Signature'
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp'

/**
 * HMAC-SHA256 of `timestamp.body` under the shared secret, hex encoded with a `sha256=` prefix.
 * Binding the timestamp lets the receiver refuse replays of old deliveries.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** POSTs a signed JSON body; any answer but 2xx (or no answer in time) is a failure. */
export async function postSignedWebhook({
  url,
  secret,
  body,
  timeoutMs,
  now = new Date(),
}: {
  url: string
  secret: string
  body: string
  timeoutMs: number
  now?: Date
}): Promise<void> {
  const timestamp = String(Math.floor(now.getTime() / 1000))
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  })
  if (!response.ok) {
    throw new Error(`Webhook answered ${response.status} ${response.statusText}`.trim())
  }
}
