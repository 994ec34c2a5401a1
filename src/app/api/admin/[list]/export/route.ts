import { adminList } from '@/server/admin/lists'
import { toCsv } from '@/server/admin/csv'
import { auditRequest } from '@/server/audit/audit'
import { requireOwner } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'

const EXPORT_LIMIT = 1_000_000

/** The whole list (or what matches ?q=) as a CSV file; owners only, and audited. */
export const GET = handleRoute<{ list: string }>(
  'admin.list.export',
  async (request, { params: { list } }) => {
    const owner = await requireOwner(request)
    const definition = adminList(list)
    const search = new URL(request.url).searchParams.get('q')?.trim().slice(0, 200) || undefined
    const { db } = database()
    const { items } = await definition.page(db, {
      page: 1,
      pageSize: EXPORT_LIMIT,
      search,
    })
    await auditRequest(request, owner, {
      action: 'list.exported',
      target: { type: list },
      detail: { rows: items.length, ...(search ? { searched: true } : {}) },
    })
    const date = new Date().toISOString().slice(0, 10)
    return new Response(toCsv(items, definition.columns), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${list}-${date}.csv"`,
      },
    })
  },
)
