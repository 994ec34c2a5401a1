import { endAllSessions, listSessions } from '@/server/auth/accounts'
import { auditRequest } from '@/server/audit/audit'
import { requireSession } from '@/server/auth/session'
import { signOutSession } from '@/server/auth/sign-in'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'
import { withCookies } from '@/server/http/set-cookies'

/** The signed-in person's live sessions: device, address, last seen; this one marked. */
export const GET = handleRoute('admin.sessions', async (request) => {
  const member = await requireSession(request)
  return Response.json({ items: await listSessions(database().db, member.id, member.sessionId) })
})

/** Signs out of every session, this one included, wherever the cookies were copied. */
export const DELETE = handleRoute('admin.sessions.end-all', async (request) => {
  requireSameOrigin(request)
  const member = await requireSession(request)
  const { db } = database()
  const cleared = await signOutSession(request)
  const ended = await endAllSessions(db, member.id)
  await auditRequest(request, member, {
    action: 'session.revoked',
    target: { type: 'account', id: member.id },
    detail: { sessions: ended + 1, all: true },
  })
  return withCookies(new Response(null, { status: 204 }), cleared)
})
