import { newLeadCounts } from '@/server/admin/lead-lists'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'

/** How many leads arrived since the member last looked at each list: `{ contacts, partnerships }`. */
export const GET = handleRoute('admin.leads.new', async (request) => {
  const member = await requireAdmin(request)
  return Response.json(await newLeadCounts(database().db, member.id))
})
