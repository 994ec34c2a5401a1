import 'server-only'
import {
  assertProductionReady,
  isOperatorProduction,
  leadsWebhook,
  mailTransport,
  serverConfig,
} from './config'
import { database } from './db/client'
import { migrateToLatest } from './db/migrate'
import { ensureFirstOwner } from './auth/accounts'
import { installSocketAddressStamp } from './http/client-address'
import { whenNoRequestsInFlight } from './http/route'
import { prepareAssistant } from './chat/assistant'
import { log } from './log'
import { serverSecret } from './secrets'
import { startLeadDigestSchedule } from './leads/lead-digest'
import { startPageViewCounter } from './metrics/page-views'
import { articlesIn } from './content/french-articles'
import { pagePaths } from './content/sitemap'
import { startOutboxWorker } from './outbox/worker'
import { startRetentionSchedule } from './privacy/retention-schedule'

/** The longest a graceful shutdown waits for requests and deliveries before exiting anyway. */
const SHUTDOWN_GRACE_MS = 15_000

/**
 * Server start: check the configuration (a bad variable stops here, named; in production, a
 * missing one too), migrate the database, start the outbox worker, the daily retention purge and
 * the page-view count and, when signals are ours to handle, shut down gracefully.
 */
export async function startServer() {
  const config = serverConfig()
  assertProductionReady(config)
  installSocketAddressStamp()
  serverSecret()
  const { db, kind } = database()
  const applied = await migrateToLatest(db)
  log.info({ database: kind, migrationsApplied: applied }, 'database ready')
  await ensureFirstOwner(config)
  // Load the chat assistant's model and build its search indexes now, not on a visitor's first
  // question.
  const assistant = await prepareAssistant()
  log.info(
    { readyInMs: assistant.readyInMs, trainedModelLoaded: assistant.loaded },
    'chat assistant ready',
  )
  const worker = startOutboxWorker()
  const retention = startRetentionSchedule()
  const storePageViews = startPageViewCounter(
    db,
    pagePaths({ en: articlesIn('en'), fr: articlesIn('fr') }),
  )
  const stopDigest = startLeadDigestSchedule(db)
  const mail = mailTransport(config)
  log.info(
    {
      mail,
      webhook: Boolean(leadsWebhook(config)),
      production: isOperatorProduction(config),
      trustProxy: config.TRUST_PROXY,
    },
    'outbox worker started',
  )
  log.info(
    {
      chatDays: config.RETENTION_CHAT_DAYS,
      unconfirmedSubscriptionDays: config.RETENTION_UNCONFIRMED_SUBSCRIPTION_DAYS,
      leadMonths: config.RETENTION_LEAD_MONTHS,
      outboxDays: config.RETENTION_OUTBOX_DAYS,
      auditMonths: config.RETENTION_AUDIT_MONTHS,
    },
    'retention purge scheduled daily',
  )
  if (mail === 'log') {
    log.warn(
      'mail is not sent: each message is logged by id and recipient domain only (no content); set SMTP_URL to send it',
    )
  }
  if (!isOperatorProduction(config)) {
    log.info(
      'local trial: production checks are off (start with NODE_ENV=production to apply them)',
    )
  }

  // scripts/start.ts sets NEXT_MANUAL_SIG_HANDLE so that Next leaves SIGTERM and SIGINT to us.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    let shuttingDown = false
    const shutdown = async (signal: string) => {
      if (shuttingDown) return
      shuttingDown = true
      log.info({ signal }, 'shutting down: finishing requests, deliveries and purge in flight')
      const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())
      await Promise.race([
        Promise.all([whenNoRequestsInFlight(), worker.stop(), retention.stop()]),
        grace,
      ])
      stopDigest()
      await storePageViews().catch(() => {})
      await db.destroy().catch(() => {})
      log.info('shutdown complete')
      process.exit(0)
    }
    process.on('SIGTERM', () => void shutdown('SIGTERM'))
    process.on('SIGINT', () => void shutdown('SIGINT'))
  }
}
