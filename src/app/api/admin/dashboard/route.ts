import { dashboard, dashboardQueryFrom } from '@/server/admin/dashboard'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'

/** The dashboard's figures for ?from=&to= (the team's days; the last 30 by default) and ?granularity=. */
export const GET = handleRoute('admin.dashboard', async (request) => {
  await requireAdmin(request)
  return Response.json(await dashboard(database(), dashboardQueryFrom(request.url)))
})
