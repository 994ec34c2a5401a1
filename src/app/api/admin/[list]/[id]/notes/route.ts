import { addNoteToLead, leadRefFrom } from '@/server/admin/lead-work'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { readJsonObject } from '@/server/http/json-body'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'

/** Adds an internal note (`{ body }`) to a lead, signed with the member's name: 201 with the note. */
export const POST = handleRoute<{ list: string; id: string }>(
  'admin.lead.note',
  async (request, { params: { list, id } }) => {
    const member = await requireAdmin(request)
    requireSameOrigin(request)
    const lead = leadRefFrom(list, id)
    const body = await readJsonObject(request)
    return Response.json(await addNoteToLead(database().db, lead, body, member), { status: 201 })
  },
)
