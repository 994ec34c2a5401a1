import 'server-only'
import QRCode from 'qrcode'
import { auditRequest } from '../audit/audit'
import { HttpError } from '../http/errors'
import { takeSignInAttempt } from '../http/rate-limit'
import { authHeaders, type TeamMember } from './session'
import { isAuthRefusal, teamAuth } from './team-auth'
import { claimAuthenticatorCode, releaseAuthenticatorCode } from './used-codes'

/** better-auth's refusal as the site's JSON error: its status, with a message a person can act on. */
function asHttpError(error: unknown, message: string): never {
  if (isAuthRefusal(error)) {
    const status =
      typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400
    throw new HttpError(status === 401 ? 400 : status, message)
  }
  throw error
}

/**
 * Runs a step that checks the member's password again (starting two-factor, changing the
 * password) as a sign-in is checked: each try is taken from LOGIN_RATE_LIMIT for this address and
 * account, and a wrong password stays counted and is an audit event. A stolen session cannot
 * guess the password faster than the sign-in form can.
 */
async function checkingPassword<Result>(
  request: Request,
  { member, requestId }: { member: TeamMember; requestId: string },
  step: () => Promise<Result>,
  wrongPassword: string,
): Promise<Result> {
  const attempt = await takeSignInAttempt(request, member.email)
  let result: Result
  try {
    result = await step()
  } catch (error) {
    if (isAuthRefusal(error)) {
      await attempt.failed(requestId)
      await auditRequest(request, member, {
        action: 'account.password-check-failed',
        target: { type: 'account', id: member.id },
      })
    }
    asHttpError(error, wrongPassword)
  }
  await attempt.succeeded()
  return result
}

/** What an authenticator app needs: the otpauth:// address, as a QR code and as a typed key. */
export type TwoFactorSetup = {
  totpUri: string
  secret: string
  qrSvg: string
  backupCodes: string[]
}

/**
 * Starts two-factor set-up after checking the password again: a new secret and ten recovery
 * codes. Two-factor is on only once a code from the app is verified (verifyTwoFactorSetup).
 */
export async function startTwoFactorSetup(
  request: Request,
  asker: { member: TeamMember; requestId: string },
  password: string,
): Promise<TwoFactorSetup> {
  const result = await checkingPassword(
    request,
    asker,
    () => teamAuth().api.enableTwoFactor({ body: { password }, headers: authHeaders(request) }),
    'That password is not correct.',
  )
  if (!('totpURI' in result) || !result.totpURI) {
    throw new HttpError(400, 'Two-factor authentication could not be started. Please try again.')
  }
  const secret = new URL(result.totpURI).searchParams.get('secret') ?? ''
  const qrSvg = await QRCode.toString(result.totpURI, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  })
  return { totpUri: result.totpURI, secret, qrSvg, backupCodes: result.backupCodes ?? [] }
}

const WRONG_CODE = 'That code is not correct. Check the time on your phone and try the newest code.'

/**
 * Turns two-factor on with a first code from the app; the new session's cookie to send back. The
 * code is then used: it cannot also open a session at the sign-in form.
 */
export async function verifyTwoFactorSetup(
  request: Request,
  member: TeamMember,
  typed: string,
): Promise<string[]> {
  const code = typed.replace(/\s+/g, '')
  if (!(await claimAuthenticatorCode(member.id, code))) {
    throw new HttpError(
      400,
      'That code was just used. Please wait for the next code from your app.',
    )
  }
  try {
    const { headers } = await teamAuth().api.verifyTOTP({
      body: { code },
      headers: authHeaders(request),
      returnHeaders: true,
    })
    return headers.getSetCookie()
  } catch (error) {
    await releaseAuthenticatorCode(member.id, code)
    asHttpError(error, WRONG_CODE)
  }
}

/**
 * Changes the member's password after checking the current one, and ends every other session
 * (a stolen cookie stops working); the cookie of the session that replaces this one.
 */
export async function changePassword(
  request: Request,
  asker: { member: TeamMember; requestId: string },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<string[]> {
  const { headers } = await checkingPassword(
    request,
    asker,
    () =>
      teamAuth().api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: authHeaders(request),
        returnHeaders: true,
      }),
    'The current password is not correct.',
  )
  return headers.getSetCookie()
}

/** The account as the admin page shows it. */
export function accountOf(member: TeamMember, mustSetUpTwoFactor: boolean) {
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    role: member.role,
    twoFactorEnabled: member.twoFactorEnabled,
    mustSetUpTwoFactor,
  }
}

export type Account = ReturnType<typeof accountOf>
