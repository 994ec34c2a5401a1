import { headers } from 'next/headers'
import { connection } from 'next/server'
import { AdminApp } from '@/features/admin/admin-app'
import { AdminQueryProvider } from '@/features/admin/admin-query-provider'
import { SignInForm } from '@/features/admin/sign-in-form'
import { TwoFactorSetup } from '@/features/admin/two-factor-setup'
import { accountOf } from '@/server/auth/account'
import { currentMember, mustSetUpTwoFactor } from '@/server/auth/session'

/**
 * Rendered per request so its scripts carry the nonce of the admin Content-Security-Policy. Without
 * a valid session only the sign-in form is shown; a person who must set up two-factor
 * (ADMIN_REQUIRE_TWO_FACTOR) sees only that; the lists and their tabs come after.
 */
export default async function AdminPage() {
  await connection()
  const member = await currentMember(await headers())
  const account = member ? accountOf(member, mustSetUpTwoFactor(member)) : undefined
  return (
    <AdminQueryProvider>
      {!account ? (
        <SignInForm />
      ) : account.mustSetUpTwoFactor ? (
        <TwoFactorSetup account={account} required />
      ) : (
        <AdminApp account={account} />
      )}
    </AdminQueryProvider>
  )
}
