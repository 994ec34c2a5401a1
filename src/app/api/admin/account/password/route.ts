import { z } from '@/lib/zod'
import { changePassword } from '@/server/auth/account'
import { auditRequest } from '@/server/audit/audit'
import { requireSession } from '@/server/auth/session'
import { MIN_PASSWORD_LENGTH } from '@/server/auth/team-auth'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'
import { withCookies } from '@/server/http/set-cookies'

const schema = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(500),
  newPassword: z
    .string({ error: 'Please choose a new password' })
    .min(MIN_PASSWORD_LENGTH, `At least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'At most 200 characters'),
})

/** Changes the password; every other session of this person ends at once. */
export const POST = handleRoute('admin.password', async (request, { requestId }) => {
  requireSameOrigin(request)
  const member = await requireSession(request)
  const body = parseWith(schema, await readJsonObject(request))
  const cookies = await changePassword(request, { member, requestId }, body)
  await auditRequest(request, member, {
    action: 'account.password-changed',
    target: { type: 'account', id: member.id },
  })
  return withCookies(new Response(null, { status: 204 }), cookies)
})
