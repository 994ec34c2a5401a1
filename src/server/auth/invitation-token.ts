import 'server-only'
import { readSignedPayload, signPayload } from '../signed-value'

const KEY_NAME = 'team-invitation'

type InvitationTokenPayload = { i: string; e: number }

/** The link token of an invitation: its id and expiry, signed, so nothing secret is stored. */
export function invitationToken(invitation: { id: string; expiresAt: string }): string {
  return signPayload(KEY_NAME, { i: invitation.id, e: Date.parse(invitation.expiresAt) })
}

/** The invitation id and expiry a token carries, or undefined when it is malformed or forged. */
export function readInvitationToken(
  token: string | undefined | null,
): { invitationId: string; expiresAt: number } | undefined {
  const payload = readSignedPayload(KEY_NAME, token) as Partial<InvitationTokenPayload> | undefined
  if (!payload || typeof payload.i !== 'string' || typeof payload.e !== 'number') return undefined
  return { invitationId: payload.i, expiresAt: payload.e }
}
