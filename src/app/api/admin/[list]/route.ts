import { adminList, listQueryFrom } from '@/server/admin/lists'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'

/** A page of one admin list: { items, total, page, pageSize }. */
export async function GET(request: Request, { params }: { params: Promise<{ list: string }> }) {
  const { list } = await params
  return handleRoute(`admin.${list}.list`, async () => {
    await requireAdmin()
    return Response.json(await adminList(list).page(database().db, listQueryFrom(request.url)))
  })(request)
}
