import type { Metadata } from 'next'
import { connection } from 'next/server'
import { AdminQueryProvider } from '@/features/admin/admin-query-provider'
import { InvitationForm, InvitationUnavailable } from '@/features/admin/invitation-form'
import { findOpenInvitation } from '@/server/auth/accounts'
import { database } from '@/server/db/client'
import { HttpError } from '@/server/http/errors'

export const metadata: Metadata = { title: 'Join the team' }

/** Where an invitation e-mail's link leads: who it is for, then a name and a password. */
export default async function InvitationPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  await connection()
  const { token } = await searchParams
  const single = typeof token === 'string' ? token : undefined
  let invitation
  try {
    invitation = await findOpenInvitation(database().db, single)
  } catch (error) {
    if (error instanceof HttpError) return <InvitationUnavailable message={error.message} />
    throw error
  }
  return (
    <AdminQueryProvider>
      <InvitationForm
        token={single!}
        invitation={{ email: invitation.email, role: invitation.role }}
      />
    </AdminQueryProvider>
  )
}
