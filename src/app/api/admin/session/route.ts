import { z } from '@/lib/zod'
import { auditRequest } from '@/server/audit/audit'
import { recordSignInLimited } from '@/server/audit/sign-in-limited'
import { currentMember, authHeaders } from '@/server/auth/session'
import { signInWithPassword, signOutSession } from '@/server/auth/sign-in'
import { HttpError } from '@/server/http/errors'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { withCookies } from '@/server/http/set-cookies'
import { RateLimited, takeSignInAttempt } from '@/server/http/rate-limit'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'
import { log } from '@/server/log'

const signInSchema = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address' })
    .trim()
    .min(1, 'Please enter your e-mail address')
    .max(254, 'Please enter your e-mail address'),
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(500),
  code: z.string().trim().max(40).optional(),
})

const REFUSED = 'That e-mail, password or code is not correct.'

/**
 * Signs a team member in: 204 and a session cookie; 401 with one message for any wrong e-mail,
 * password or code; 401 asking for the code when the password was right and two-factor is on;
 * 429 past LOGIN_RATE_LIMIT or LOGIN_RATE_CEILING. Every attempt checked is an audit event; the
 * refused ones make one `sign-in.limited` event per limit and window.
 */
export const POST = handleRoute('admin.sign-in', async (request, { requestId }) => {
  requireSameOrigin(request)
  const { email, password, code } = parseWith(signInSchema, await readJsonObject(request))
  const audit = (action: 'sign-in.succeeded' | 'sign-in.failed', memberId: string | null) =>
    auditRequest(request, { id: memberId, email: email.toLowerCase().slice(0, 254) }, { action })
  // Counted before the check (parallel guesses cannot slip past the limit), given back on success.
  const attempt = await takeSignInAttempt(request, email).catch(async (error: unknown) => {
    // One event per limit and window, however many are refused (not a row per request).
    if (error instanceof RateLimited) await recordSignInLimited(request, email, error)
    throw error
  })
  const result = await signInWithPassword(request, { email, password, code })
  if (result.outcome === 'code-needed') {
    throw new HttpError(401, 'Please enter the code from your authenticator app.', {
      code: 'Enter the 6-digit code from your authenticator app, or a recovery code',
    })
  }
  if (result.outcome === 'refused') {
    await attempt.failed(requestId)
    await audit('sign-in.failed', null)
    log.warn({ requestId }, 'admin sign-in refused')
    throw new HttpError(401, REFUSED)
  }
  await attempt.succeeded()
  await audit('sign-in.succeeded', result.memberId)
  log.info({ requestId }, 'admin signed in')
  return withCookies(new Response(null, { status: 204 }), result.setCookies)
})

/** Signs out: the session ends on the server, so a copy of its cookie stops working too. */
export const DELETE = handleRoute('admin.sign-out', async (request) => {
  requireSameOrigin(request)
  const member = await currentMember(authHeaders(request))
  const cleared = await signOutSession(request)
  if (member) {
    await auditRequest(request, member, {
      action: 'sign-out',
    })
  }
  return withCookies(new Response(null, { status: 204 }), cleared)
})
