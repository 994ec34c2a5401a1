import { failedDeliveriesPage } from '@/server/admin/deliveries'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'

/** Notifications that failed or were given up: { items, total, page, pageSize, givenUp }. */
export const GET = handleRoute('admin.deliveries', async (request) => {
  await requireAdmin(request)
  return Response.json(await failedDeliveriesPage(database().db, request.url))
})
