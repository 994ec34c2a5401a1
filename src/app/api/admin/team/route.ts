import { z } from '@/lib/zod'
import { requiredEmail } from '@/lib/schemas/fields'
import { inviteTeamMember, listTeam } from '@/server/auth/accounts'
import { auditRequest } from '@/server/audit/audit'
import { requireOwner } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'

const inviteSchema = z.object({
  email: requiredEmail('Please enter their e-mail address'),
  role: z.enum(['owner', 'member'], { error: 'Please choose owner or member' }),
})

/** The team and its open invitations; owners only. */
export const GET = handleRoute('admin.team', async (request) => {
  await requireOwner(request)
  return Response.json(await listTeam(database().db))
})

/** Invites someone by e-mail; the link (72 hours) goes out through the outbox. */
export const POST = handleRoute('admin.team.invite', async (request) => {
  requireSameOrigin(request)
  const owner = await requireOwner(request)
  const { email, role } = parseWith(inviteSchema, await readJsonObject(request))
  const { db } = database()
  const invitation = await inviteTeamMember(db, { email, role, invitedBy: owner.id })
  await auditRequest(request, owner, {
    action: 'account.invited',
    target: { type: 'invitation', id: invitation.id },
    detail: { email: invitation.email, role },
  })
  return Response.json(invitation, { status: 201 })
})
