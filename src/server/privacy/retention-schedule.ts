import 'server-only'
import { serverConfig } from '../config'
import { database, type AppDatabase } from '../db/client'
import { log } from '../log'
import { purgeExpired, type RetentionSettings } from './retention'

/** The first purge waits a little, so it does not compete with start-up and the first requests. */
export const FIRST_PURGE_DELAY_MS = 60_000
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000

/**
 * Runs the retention purge in the background: shortly after start, then every 24 hours. Every
 * server process runs one; on PostgreSQL the purge's advisory lock lets one instance at a time
 * work. `stop()` ends the purge in progress after its current batch.
 */
export class RetentionSchedule {
  private timer: ReturnType<typeof setTimeout> | undefined
  private running: Promise<void> | undefined
  private stopping = new AbortController()

  constructor(
    private readonly app: AppDatabase,
    private readonly settings: RetentionSettings,
  ) {}

  start() {
    this.schedule(FIRST_PURGE_DELAY_MS)
  }

  async stop() {
    this.stopping.abort()
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }

  private schedule(delayMs: number) {
    this.timer = setTimeout(() => void this.run(), delayMs)
    this.timer.unref?.()
  }

  private async run() {
    this.running = purgeExpired(this.app, this.settings, new Date(), {
      signal: this.stopping.signal,
    }).then(
      () => {},
      (error: unknown) => {
        // The next day's run tries again; a database outage must not stop the server.
        log.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'retention purge failed',
        )
      },
    )
    await this.running
    this.running = undefined
    if (!this.stopping.signal.aborted) this.schedule(PURGE_INTERVAL_MS)
  }
}

const globalForSchedule = globalThis as typeof globalThis & {
  __retentionSchedule?: RetentionSchedule
}

/** Starts this process's daily purge once, with the settings and database of the environment. */
export function startRetentionSchedule(): RetentionSchedule {
  if (!globalForSchedule.__retentionSchedule) {
    globalForSchedule.__retentionSchedule = new RetentionSchedule(database(), serverConfig())
    globalForSchedule.__retentionSchedule.start()
  }
  return globalForSchedule.__retentionSchedule
}
