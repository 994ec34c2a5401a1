import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'
import { requireMetricsToken, scrapeMetrics } from '@/server/metrics/scrape'

/** Prometheus text for whoever holds METRICS_TOKEN; 404 for everyone else. */
export const GET = handleRoute('metrics', async (request) => {
  requireMetricsToken(request)
  const { contentType, body } = await scrapeMetrics(database().db)
  return new Response(body, { headers: { 'Content-Type': contentType } })
})
