import { adminListPage, auditListRead, listQueryFrom } from '@/server/admin/lists'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'

/** A page of one admin list: { items, total, page, pageSize }; audited with its records' ids. */
export const GET = handleRoute<{ list: string }>('admin.list', async (request, { params }) => {
  const member = await requireAdmin(request)
  const page = await adminListPage(database().db, params.list, request.url)
  await auditListRead(request, member, params.list, page, listQueryFrom(request.url))
  return Response.json(page)
})
