import { z } from '@/lib/zod'
import { isAdminPassword } from '@/server/auth/admin-password'
import { signIn, signOut } from '@/server/auth/session'
import { HttpError } from '@/server/http/errors'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { takeSignInAttempt } from '@/server/http/rate-limit'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'
import { log } from '@/server/log'

const signInSchema = z.object({
  password: z
    .string({ error: 'Please enter the password' })
    .min(1, 'Please enter the password')
    .max(500),
})

/** Signs the team in: 204 and a session cookie, or 401 with a message that reveals nothing. */
export const POST = handleRoute('admin.sign-in', async (request, { requestId }) => {
  requireSameOrigin(request)
  const { password } = parseWith(signInSchema, await readJsonObject(request))
  // The attempt is counted before the comparison (parallel guesses cannot slip past the limit)
  // and given back when the password is right, so signing in often never locks the team out.
  const attempt = await takeSignInAttempt(request)
  if (!isAdminPassword(password)) {
    await attempt.failed(requestId)
    log.warn({ requestId }, 'admin sign-in refused')
    throw new HttpError(401, 'That password is not correct.')
  }
  await attempt.succeeded()
  await signIn()
  log.info({ requestId }, 'admin signed in')
  return new Response(null, { status: 204 })
})

export const DELETE = handleRoute('admin.sign-out', async (request) => {
  requireSameOrigin(request)
  await signOut()
  return new Response(null, { status: 204 })
})
