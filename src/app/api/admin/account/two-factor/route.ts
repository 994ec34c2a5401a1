import { z } from '@/lib/zod'
import { startTwoFactorSetup } from '@/server/auth/account'
import { requireSession } from '@/server/auth/session'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'

const schema = z.object({
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(500),
})

/** Starts setting up two-factor: the QR code, the key and the recovery codes, shown once. */
export const POST = handleRoute('admin.two-factor.start', async (request, { requestId }) => {
  requireSameOrigin(request)
  const member = await requireSession(request)
  if (member.twoFactorEnabled) {
    return Response.json({ error: 'Two-factor authentication is already on.' }, { status: 409 })
  }
  const { password } = parseWith(schema, await readJsonObject(request))
  return Response.json(await startTwoFactorSetup(request, { member, requestId }, password))
})
