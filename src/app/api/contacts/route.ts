import { adminLists, listQueryFrom } from '@/server/admin/lists'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'

/**
 * The contact submissions, newest first (SPEC section 7), for a signed-in admin only. Paged with
 * ?page=&pageSize= (24 by default) and searchable with ?q=; the total is in X-Total-Count.
 */
export const GET = handleRoute('contacts.list', async (request) => {
  await requireAdmin()
  const result = await adminLists.contacts.page(database().db, listQueryFrom(request.url))
  return Response.json(result.items, { headers: { 'X-Total-Count': String(result.total) } })
})
