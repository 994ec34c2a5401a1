import 'server-only'
import QRCode from 'qrcode'
import { HttpError } from '../http/errors'
import { authHeaders, type TeamMember } from './session'
import { isAuthRefusal, teamAuth } from './team-auth'

/** better-auth's refusal as the site's JSON error: its status, with a message a person can act on. */
function asHttpError(error: unknown, message: string): never {
  if (isAuthRefusal(error)) {
    const status =
      typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400
    throw new HttpError(status === 401 ? 400 : status, message)
  }
  throw error
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
  password: string,
): Promise<TwoFactorSetup> {
  let result
  try {
    result = await teamAuth().api.enableTwoFactor({
      body: { password },
      headers: authHeaders(request),
    })
  } catch (error) {
    asHttpError(error, 'That password is not correct.')
  }
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

/** Turns two-factor on with a first code from the app; the new session's cookie to send back. */
export async function verifyTwoFactorSetup(request: Request, code: string): Promise<string[]> {
  try {
    const { headers } = await teamAuth().api.verifyTOTP({
      body: { code: code.replace(/\s+/g, '') },
      headers: authHeaders(request),
      returnHeaders: true,
    })
    return headers.getSetCookie()
  } catch (error) {
    asHttpError(
      error,
      'That code is not correct. Check the time on your phone and try the newest code.',
    )
  }
}

/**
 * Changes the member's password after checking the current one, and ends every other session
 * (a stolen cookie stops working); the cookie of the session that replaces this one.
 */
export async function changePassword(
  request: Request,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<string[]> {
  try {
    const { headers } = await teamAuth().api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: authHeaders(request),
      returnHeaders: true,
    })
    return headers.getSetCookie()
  } catch (error) {
    asHttpError(error, 'The current password is not correct.')
  }
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
