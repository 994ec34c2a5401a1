import { withdrawInvitation } from '@/server/auth/accounts'
import { requireOwner } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { HttpError } from '@/server/http/errors'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'

/** Withdraws an open invitation: its link stops working. */
export const DELETE = handleRoute<{ id: string }>(
  'admin.team.withdraw',
  async (request, { params: { id } }) => {
    requireSameOrigin(request)
    await requireOwner(request)
    if (!(await withdrawInvitation(database().db, id))) {
      throw new HttpError(404, 'That invitation was already used or withdrawn.')
    }
    return new Response(null, { status: 204 })
  },
)
