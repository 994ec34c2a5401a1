import { endSession } from '@/server/auth/accounts'
import { auditRequest } from '@/server/audit/audit'
import { requireSession } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { HttpError } from '@/server/http/errors'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'

/** Ends one of the signed-in person's other sessions (a lost laptop, a shared computer). */
export const DELETE = handleRoute<{ id: string }>(
  'admin.sessions.end',
  async (request, { params: { id } }) => {
    requireSameOrigin(request)
    const member = await requireSession(request)
    const { db } = database()
    if (!(await endSession(db, member.id, id))) {
      throw new HttpError(404, 'That session has already ended.')
    }
    await auditRequest(request, member, {
      action: 'session.revoked',
      target: { type: 'session', id },
    })
    return new Response(null, { status: 204 })
  },
)
