import { listQueryFrom } from '@/server/admin/lists'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { pageContactSubmissions } from '@/server/db/repositories/contact-submissions'
import { handleRoute } from '@/server/http/route'

/**
 * docs/product.md, API's contact list: the contact submissions as a plain array, newest first, for a
 * signed-in admin only, with SPEC's fields (every status; the team's work is on
 * /api/admin/contacts, which the admin page reads): paged with ?page=&pageSize= (24 by default),
 * searchable with ?q=, the total in X-Total-Count.
 */
export const GET = handleRoute('contacts.list', async (request) => {
  await requireAdmin(request)
  const { items, total } = await pageContactSubmissions(database().db, listQueryFrom(request.url))
  return Response.json(items, { headers: { 'X-Total-Count': String(total) } })
})
