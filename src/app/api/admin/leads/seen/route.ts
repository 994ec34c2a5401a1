import { z } from '@/lib/zod'
import { markLeadListSeen } from '@/server/admin/lead-lists'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'

const seenSchema = z.object({
  list: z.enum(['contacts', 'partnerships'], { error: 'List must be contacts or partnerships' }),
})

/** The member has looked at a lead list (`{ list }`): its new-lead count starts again. 204. */
export const POST = handleRoute('admin.leads.seen', async (request) => {
  const member = await requireAdmin(request)
  requireSameOrigin(request)
  const { list } = parseWith(seenSchema, await readJsonObject(request))
  await markLeadListSeen(database().db, member.id, list)
  return new Response(null, { status: 204 })
})
