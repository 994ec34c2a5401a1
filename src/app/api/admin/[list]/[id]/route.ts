import { leadRefFrom, leadWorkOf, updateLeadWork } from '@/server/admin/lead-work'
import { adminList, isLeadList } from '@/server/admin/lists'
import { auditRequest } from '@/server/audit/audit'
import { requireAdmin, requireOwner } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { clientAddress } from '@/server/http/client-address'
import { HttpError } from '@/server/http/errors'
import { readJsonObject } from '@/server/http/json-body'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'
import { log } from '@/server/log'

/**
 * One whole record (a lead's full message and details) and, for a lead, the team's work on it
 * (`work`: status, owner, source, timeline); every viewing is an audit event.
 */
export const GET = handleRoute<{ list: string; id: string }>(
  'admin.list.record',
  async (request, { params: { list, id } }) => {
    const member = await requireAdmin(request)
    const { find } = adminList(list)
    if (!find) throw new HttpError(404, 'This list shows its records in full already.')
    const { db } = database()
    const record = await find(db, id)
    if (!record) throw new HttpError(404, 'That record was deleted.')
    const work = isLeadList(list) ? await leadWorkOf(db, leadRefFrom(list, id)) : undefined
    await auditRequest(request, member, {
      action: 'record.viewed',
      target: { type: list, id },
    })
    return Response.json(work ? { ...record, work } : record)
  },
)

/** Deletes one record (a privacy request); owners only, audited with the record's id. */
export const DELETE = handleRoute<{ list: string; id: string }>(
  'admin.list.delete',
  async (request, { requestId, params: { list, id } }) => {
    const owner = await requireOwner(request)
    requireSameOrigin(request)
    const { db } = database()
    const removed = await adminList(list).remove(db, id)
    if (!removed) throw new HttpError(404, 'That record was already deleted.')
    await auditRequest(request, owner, {
      action: 'record.deleted',
      target: { type: list, id },
    })
    log.info({ requestId, list, recordId: id }, 'admin deleted a record')
    return new Response(null, { status: 204 })
  },
)

/**
 * A lead's status and/or owner (`{ status?, ownerId? }`): members set the status, owners also
 * give the lead to someone. Answers the lead's work as it now is; the change is on its timeline,
 * and a move into or out of Spam in the audit trail.
 */
export const PATCH = handleRoute<{ list: string; id: string }>(
  'admin.lead.update',
  async (request, { params: { list, id } }) => {
    const member = await requireAdmin(request)
    requireSameOrigin(request)
    const lead = leadRefFrom(list, id)
    const body = await readJsonObject(request)
    return Response.json(
      await updateLeadWork(database().db, lead, body, member, clientAddress(request)),
    )
  },
)
