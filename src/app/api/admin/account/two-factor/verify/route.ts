import { z } from '@/lib/zod'
import { verifyTwoFactorSetup } from '@/server/auth/account'
import { auditRequest } from '@/server/audit/audit'
import { endPasswordOnlySessions, requireSession } from '@/server/auth/session'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'
import { withCookies } from '@/server/http/set-cookies'

const schema = z.object({
  code: z
    .string({ error: 'Please enter the 6-digit code' })
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, 'Please enter the 6-digit code from your app'),
})

/**
 * Turns two-factor on once the first code from the app is right: this browser gets a session proven
 * with it, and every session opened with the password alone ends (decision 0031).
 */
export const POST = handleRoute('admin.two-factor.verify', async (request) => {
  requireSameOrigin(request)
  const member = await requireSession(request)
  const { code } = parseWith(schema, await readJsonObject(request))
  const cookies = await verifyTwoFactorSetup(request, member, code)
  const ended = await endPasswordOnlySessions(member.id)
  await auditRequest(request, member, {
    action: 'account.two-factor-enabled',
    target: { type: 'account', id: member.id },
    detail: { sessionsEnded: ended },
  })
  return withCookies(new Response(null, { status: 204 }), cookies)
})
