import { accountOf } from '@/server/auth/account'
import { mustSetUpTwoFactor, requireSession } from '@/server/auth/session'
import { handleRoute } from '@/server/http/route'

/** The signed-in person: name, e-mail, role, and whether two-factor must be set up first. */
export const GET = handleRoute('admin.account', async (request) => {
  const member = await requireSession(request)
  return Response.json(accountOf(member, mustSetUpTwoFactor(member)))
})
