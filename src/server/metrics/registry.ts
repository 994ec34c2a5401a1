import 'server-only'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/**
 * What the site counts for GET /api/metrics. The counters live on globalThis: the outbox worker
 * (started from instrumentation) and the route handlers are separate bundles in one process, and
 * both must count into the same registry.
 */
function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'API requests answered, by route name, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an API request, by route name, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route name',
      labelNames: ['route'] as const,
      registers,
    }),
    leadsAccepted: new Counter({
      name: 'leads_accepted_total',
      help: 'Leads stored (committed with their notifications), by type',
      labelNames: ['type'] as const,
      registers,
    }),
    deliveriesFailed: new Counter({
      name: 'outbox_deliveries_failed_total',
      help: 'Delivery attempts that failed (each retry counts), by outbox kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    deliveriesGivenUp: new Counter({
      name: 'outbox_deliveries_given_up_total',
      help: 'Deliveries given up after OUTBOX_MAX_ATTEMPTS, by outbox kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    // Set from the database at each scrape (src/server/metrics/scrape.ts), so every instance
    // reports the shared outbox, not only what it saw itself.
    outboxBacklog: new Gauge({
      name: 'outbox_backlog',
      help: 'Notifications not yet delivered and still being retried',
      registers,
    }),
    outboxOldestAge: new Gauge({
      name: 'outbox_oldest_undelivered_age_seconds',
      help: 'Age of the oldest notification still waiting for delivery (0 when none)',
      registers,
    }),
    outboxGivenUp: new Gauge({
      name: 'outbox_given_up',
      help: 'Notifications given up and not yet retried from the admin Deliveries view',
      registers,
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

const globalForMetrics = globalThis as typeof globalThis & { __siteMetrics?: Metrics }

/** This process's metrics, made on first use. */
export function metrics(): Metrics {
  globalForMetrics.__siteMetrics ??= createMetrics()
  return globalForMetrics.__siteMetrics
}
