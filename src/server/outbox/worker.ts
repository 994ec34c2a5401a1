import 'server-only'
import { leadsWebhook, mailTransport, serverConfig } from '../config'
import { database } from '../db/client'
import { log } from '../log'
import { processDueOutbox, type OutboxContext } from './deliver'
import { createMailer } from './mailer'

/**
 * Delivers the outbox in the background: every poll interval, and at once when woken after a
 * new lead. `stop()` lets an in-flight delivery finish.
 */
export class OutboxWorker {
  private timer: ReturnType<typeof setTimeout> | undefined
  private running: Promise<void> | undefined
  private stopped = true
  private wakeRequested = false
  private stopping = new AbortController()

  constructor(
    private readonly context: OutboxContext,
    private readonly pollIntervalMs: number,
  ) {}

  start() {
    if (!this.stopped) return
    this.stopped = false
    this.stopping = new AbortController()
    this.schedule(0)
  }

  /** Runs a pass soon, without waiting for the poll interval. */
  wake() {
    if (this.stopped) return
    if (this.running) {
      this.wakeRequested = true
      return
    }
    this.schedule(0)
  }

  /** Stops polling; the delivery in progress finishes, claimed rows not yet tried are released. */
  async stop() {
    this.stopped = true
    this.stopping.abort()
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }

  private schedule(delayMs: number) {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.runPass(), delayMs)
    this.timer.unref?.()
  }

  private async runPass() {
    if (this.stopped || this.running) return
    this.running = (async () => {
      try {
        let pass
        do {
          this.wakeRequested = false
          pass = await processDueOutbox(this.context, { signal: this.stopping.signal })
        } while (!this.stopped && (this.wakeRequested || pass.delivered + pass.failed > 0))
      } catch (error) {
        log.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'outbox pass failed',
        )
      }
    })()
    await this.running
    this.running = undefined
    if (!this.stopped) this.schedule(this.wakeRequested ? 0 : this.pollIntervalMs)
  }
}

const globalForWorker = globalThis as typeof globalThis & { __outboxWorker?: OutboxWorker }

/** The context the process-wide worker delivers with, from the environment. */
export function outboxContextFromConfig(): OutboxContext {
  const config = serverConfig()
  const { db, kind } = database()
  return {
    db,
    kind,
    mailer: createMailer({
      transport: mailTransport(config),
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      timeoutMs: config.OUTBOX_DELIVERY_TIMEOUT_MS,
    }),
    settings: {
      notifyTo: config.LEADS_NOTIFY_TO,
      siteUrl: config.PUBLIC_SITE_URL.replace(/\/+$/, ''),
      webhook: leadsWebhook(config),
      ...(config.LEAD_DIGEST_TO.length
        ? { digest: { to: config.LEAD_DIGEST_TO, timeZone: config.LEAD_DIGEST_TIME_ZONE } }
        : {}),
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      backoffBaseMs: config.OUTBOX_BACKOFF_BASE_MS,
      backoffMaxMs: config.OUTBOX_BACKOFF_MAX_MS,
      deliveryTimeoutMs: config.OUTBOX_DELIVERY_TIMEOUT_MS,
    },
  }
}

/** Starts this process's worker once. */
export function startOutboxWorker(): OutboxWorker {
  if (!globalForWorker.__outboxWorker) {
    globalForWorker.__outboxWorker = new OutboxWorker(
      outboxContextFromConfig(),
      serverConfig().OUTBOX_POLL_INTERVAL_MS,
    )
    globalForWorker.__outboxWorker.start()
  }
  return globalForWorker.__outboxWorker
}

/** Asks the worker (if this process runs one) to deliver now. */
export function wakeOutboxWorker() {
  globalForWorker.__outboxWorker?.wake()
}
