import { connection } from 'next/server'
import { AdminApp } from '@/features/admin/admin-app'
import { AdminQueryProvider } from '@/features/admin/admin-query-provider'
import { SignInForm } from '@/features/admin/sign-in-form'
import { isSignedIn } from '@/server/auth/session'

/**
 * Rendered per request so its scripts carry the nonce of the admin Content-Security-Policy. Without
 * a valid session only the sign-in form is shown; the lists and their tabs come after sign-in.
 */
export default async function AdminPage() {
  await connection()
  return (
    <AdminQueryProvider>{(await isSignedIn()) ? <AdminApp /> : <SignInForm />}</AdminQueryProvider>
  )
}
