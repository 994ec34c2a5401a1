import 'server-only'
import { database } from '../db/client'
import { authHeaders } from './session'
import { isAuthRefusal, teamAuth } from './team-auth'
import { claimAuthenticatorCode, releaseAuthenticatorCode } from './used-codes'

/** What a sign-in came to; `setCookies` are the session cookie(s) to send back on success. */
export type SignInOutcome =
  | { outcome: 'signed-in'; memberId: string; setCookies: string[] }
  | { outcome: 'code-needed'; memberId?: undefined }
  | { outcome: 'refused'; memberId?: undefined }

/** A six-digit code from an authenticator app; anything else is taken as a recovery code. */
const AUTHENTICATOR_CODE = /^\d{6}$/

/** The `name=value` part of each Set-Cookie whose name ends with `suffix`. */
function cookiesNamed(setCookies: string[], suffix: string): string {
  return setCookies
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => pair.split('=')[0]!.endsWith(suffix))
    .join('; ')
}

/**
 * Checks an e-mail, password and (when the account has two-factor) code with better-auth, in one
 * call: the password step's short-lived two-factor cookie is handed straight to the code step.
 * Any wrong part, or an unknown address, is one and the same `refused`.
 */
export async function signInWithPassword(
  request: Request,
  { email, password, code }: { email: string; password: string; code?: string },
): Promise<SignInOutcome> {
  const auth = teamAuth()
  const headers = authHeaders(request)
  // A sign-in never rides on an earlier session or two-factor cookie of the same browser.
  headers.delete('cookie')
  let first
  try {
    first = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers,
      returnHeaders: true,
    })
  } catch (error) {
    if (isAuthRefusal(error)) return { outcome: 'refused' }
    throw error
  }
  const firstCookies = first.headers.getSetCookie()
  if (!('twoFactorRedirect' in first.response)) {
    return { outcome: 'signed-in', memberId: first.response.user.id, setCookies: firstCookies }
  }
  if (!code) return { outcome: 'code-needed' }
  const codeHeaders = new Headers(headers)
  codeHeaders.set('cookie', cookiesNamed(firstCookies, '.two_factor'))
  const body = { code: code.replace(/\s+/g, '') }
  if (!AUTHENTICATOR_CODE.test(body.code)) {
    // Recovery codes: better-auth strikes each one off as it is used.
    try {
      const second = await auth.api.verifyBackupCode({
        body,
        headers: codeHeaders,
        returnHeaders: true,
      })
      return signedIn(second.response.user.id, second.headers)
    } catch (error) {
      if (isAuthRefusal(error)) return { outcome: 'refused' }
      throw error
    }
  }
  // An authenticator code opens one session: claimed before it is checked, kept once accepted.
  const member = await database()
    .db.selectFrom('team_members')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  if (!member || !(await claimAuthenticatorCode(member.id, body.code)))
    return { outcome: 'refused' }
  try {
    const second = await auth.api.verifyTOTP({ body, headers: codeHeaders, returnHeaders: true })
    return signedIn(second.response.user.id, second.headers)
  } catch (error) {
    await releaseAuthenticatorCode(member.id, body.code)
    if (isAuthRefusal(error)) return { outcome: 'refused' }
    throw error
  }
}

const signedIn = (memberId: string, headers: Headers): SignInOutcome => ({
  outcome: 'signed-in',
  memberId,
  setCookies: headers.getSetCookie(),
})

/** Ends the session the request's cookie names, wherever else it was copied; its clearing cookies. */
export async function signOutSession(request: Request): Promise<string[]> {
  try {
    const { headers } = await teamAuth().api.signOut({
      headers: authHeaders(request),
      returnHeaders: true,
    })
    return headers.getSetCookie()
  } catch (error) {
    if (isAuthRefusal(error)) return []
    throw error
  }
}
