import { auditListRead, listQueryFrom } from '@/server/admin/lists'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { pageContactSubmissions } from '@/server/db/repositories/contact-submissions'
import { handleRoute } from '@/server/http/route'

/**
 * docs/product.md, API's contact list: the contact submissions as a plain array, newest first, for a
 * signed-in admin only, with SPEC's fields (every status; the team's work is on
 * /api/admin/contacts, which the admin page reads): paged with ?page=&pageSize= (24 by default),
 * searchable with ?q=, the total in X-Total-Count. Audited with the ids it answers, as the admin
 * lists are (decision 0029).
 */
export const GET = handleRoute('contacts.list', async (request) => {
  const member = await requireAdmin(request)
  const query = listQueryFrom(request.url)
  const page = await pageContactSubmissions(database().db, query)
  await auditListRead(request, member, 'contacts', page, query)
  return Response.json(page.items, { headers: { 'X-Total-Count': String(page.total) } })
})
