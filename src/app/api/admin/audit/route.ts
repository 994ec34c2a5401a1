import { z } from '@/lib/zod'
import { AUDIT_ACTIONS, RECORD_ID_PATTERN, pageAuditEvents } from '@/server/audit/audit'
import { listQueryFrom } from '@/server/admin/lists'
import { requireOwner } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { parseWith } from '@/server/http/json-body'
import { handleRoute } from '@/server/http/route'

const filterSchema = z.object({
  actor: z.string().trim().max(100).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'There is no such action' }).optional(),
  record: z
    .string()
    .trim()
    .regex(RECORD_ID_PATTERN, 'A record id is letters, digits and hyphens, as in a CSV export')
    .optional(),
})

/**
 * The audit trail, newest first, filtered by ?actor= (a member's id), ?action= and ?record= (a
 * record's id: who opened or deleted it, or read it on a list page); owners only.
 */
export const GET = handleRoute('admin.audit', async (request) => {
  await requireOwner(request)
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const { actor, action, record } = parseWith(filterSchema, {
    actor: params.actor || undefined,
    action: params.action || undefined,
    record: params.record?.trim() || undefined,
  })
  const query = listQueryFrom(request.url)
  return Response.json(
    await pageAuditEvents(database().db, { ...query, actorId: actor, action, recordId: record }),
  )
})
