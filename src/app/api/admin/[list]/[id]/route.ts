import { adminList } from '@/server/admin/lists'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { HttpError } from '@/server/http/errors'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'
import { log } from '@/server/log'

/** Deletes one record (a privacy request); the deletion is logged with the record's id. */
export const DELETE = handleRoute<{ list: string; id: string }>(
  'admin.list.delete',
  async (request, { requestId, params: { list, id } }) => {
    await requireAdmin()
    requireSameOrigin(request)
    const removed = await adminList(list).remove(database().db, id)
    if (!removed) throw new HttpError(404, 'That record was already deleted.')
    log.info({ requestId, list, recordId: id }, 'admin deleted a record')
    return new Response(null, { status: 204 })
  },
)
