import { z } from '@/lib/zod'
import { changeRole, removeTeamMember } from '@/server/auth/accounts'
import { auditRequest } from '@/server/audit/audit'
import { requireOwner } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'

const roleSchema = z.object({
  role: z.enum(['owner', 'member'], { error: 'Please choose owner or member' }),
})

/** Gives a team member another role; the last owner stays an owner. */
export const PATCH = handleRoute<{ id: string }>(
  'admin.team.role',
  async (request, { params: { id } }) => {
    requireSameOrigin(request)
    const owner = await requireOwner(request)
    const { role } = parseWith(roleSchema, await readJsonObject(request))
    const { db } = database()
    const change = await changeRole(db, id, role)
    if (change.from !== change.to) {
      await auditRequest(request, owner, {
        action: 'account.role-changed',
        target: { type: 'account', id },
        detail: {
          email: change.email,
          from: change.from,
          to: change.to,
          invitationsWithdrawn: change.invitationsWithdrawn,
        },
      })
    }
    return new Response(null, { status: 204 })
  },
)

/** Removes someone from the team; their sessions end at once (their next request gets 401). */
export const DELETE = handleRoute<{ id: string }>(
  'admin.team.remove',
  async (request, { params: { id } }) => {
    requireSameOrigin(request)
    const owner = await requireOwner(request)
    const { db } = database()
    const removed = await removeTeamMember(db, id)
    await auditRequest(request, owner, {
      action: 'account.removed',
      target: { type: 'account', id },
      detail: { email: removed.email, invitationsWithdrawn: removed.invitationsWithdrawn },
    })
    return new Response(null, { status: 204 })
  },
)
