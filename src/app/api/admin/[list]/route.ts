import { adminListPage } from '@/server/admin/lists'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'

/** A page of one admin list: { items, total, page, pageSize }. */
export const GET = handleRoute<{ list: string }>('admin.list', async (request, { params }) => {
  await requireAdmin(request)
  return Response.json(await adminListPage(database().db, params.list, request.url))
})
