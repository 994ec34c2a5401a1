import { adminList } from '@/server/admin/lists'
import { recordAudit } from '@/server/audit/audit'
import { requireOwner } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { clientAddress } from '@/server/http/client-address'
import { HttpError } from '@/server/http/errors'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'
import { log } from '@/server/log'

/** Deletes one record (a privacy request); owners only, audited with the record's id. */
export const DELETE = handleRoute<{ list: string; id: string }>(
  'admin.list.delete',
  async (request, { requestId, params: { list, id } }) => {
    const owner = await requireOwner(request)
    requireSameOrigin(request)
    const { db } = database()
    const removed = await adminList(list).remove(db, id)
    if (!removed) throw new HttpError(404, 'That record was already deleted.')
    await recordAudit(db, {
      action: 'record.deleted',
      actor: owner,
      clientAddress: clientAddress(request),
      target: { type: list, id },
    })
    log.info({ requestId, list, recordId: id }, 'admin deleted a record')
    return new Response(null, { status: 204 })
  },
)
