import { adminList, adminListQueryFrom } from '@/server/admin/lists'
import { csvStream } from '@/server/admin/csv'
import { auditRequest } from '@/server/audit/audit'
import { requireOwner } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'

const EXPORT_LIMIT = 1_000_000
/** Rows read from the database at a time, through the list's own paging query. */
const EXPORT_BATCH_ROWS = 1000

/**
 * The whole list (or what matches ?q= and, for leads, the list's filters) as a CSV file, streamed
 * a batch at a time; owners only, and audited with how many rows it holds.
 */
export const GET = handleRoute<{ list: string }>(
  'admin.list.export',
  async (request, { params: { list } }) => {
    const owner = await requireOwner(request)
    const definition = adminList(list)
    // The same search, filters and order as the list on screen.
    const query = adminListQueryFrom(list, request.url)
    const search = query.search
    const { db } = database()
    const body = await csvStream(
      definition.columns,
      async (page) =>
        (await definition.page(db, { ...query, page, pageSize: EXPORT_BATCH_ROWS })).items,
      { batchSize: EXPORT_BATCH_ROWS, maxRows: EXPORT_LIMIT },
    )
    const { total } = await definition.page(db, { ...query, page: 1, pageSize: 1 })
    await auditRequest(request, owner, {
      action: 'list.exported',
      target: { type: list },
      detail: { rows: Math.min(total, EXPORT_LIMIT), ...(search ? { searched: true } : {}) },
    })
    const date = new Date().toISOString().slice(0, 10)
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${list}-${date}.csv"`,
      },
    })
  },
)
