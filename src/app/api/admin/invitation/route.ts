import { z } from '@/lib/zod'
import { acceptInvitation, findOpenInvitation } from '@/server/auth/accounts'
import { auditRequest } from '@/server/audit/audit'
import { signInWithPassword } from '@/server/auth/sign-in'
import { MIN_PASSWORD_LENGTH } from '@/server/auth/team-auth'
import { database } from '@/server/db/client'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'
import { withCookies } from '@/server/http/set-cookies'

const acceptSchema = z.object({
  token: z.string({ error: 'This invitation link is not valid.' }).min(1).max(2000),
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(200, 'At most 200 characters'),
  password: z
    .string({ error: 'Please choose a password' })
    .min(MIN_PASSWORD_LENGTH, `At least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'At most 200 characters'),
})

/** Who an invitation link is for (its page shows the address and role); 404/410 when it is not open. */
export const GET = handleRoute('admin.invitation', async (request) => {
  const token = new URL(request.url).searchParams.get('token') ?? undefined
  const { email, role } = await findOpenInvitation(database().db, token)
  return Response.json({ email, role })
})

/** Accepts an invitation: the account is made with the chosen password, and signed in. */
export const POST = handleRoute('admin.invitation.accept', async (request) => {
  requireSameOrigin(request)
  const { token, name, password } = parseWith(acceptSchema, await readJsonObject(request))
  const { db } = database()
  const accepted = await acceptInvitation(db, token, { name, password })
  await auditRequest(
    request,
    { id: accepted.memberId, email: accepted.email },
    {
      action: 'account.created',
      target: { type: 'account', id: accepted.memberId },
      detail: { role: accepted.role, via: 'invitation' },
    },
  )
  const signedIn = await signInWithPassword(request, { email: accepted.email, password })
  const cookies = signedIn.outcome === 'signed-in' ? signedIn.setCookies : []
  return withCookies(new Response(null, { status: 204 }), cookies)
})
