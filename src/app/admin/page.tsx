import { connection } from 'next/server'
import { AdminApp } from '@/features/admin/admin-app'
import { AdminQueryProvider } from '@/features/admin/admin-query-provider'

/** Rendered per request so its scripts carry the nonce of the admin Content-Security-Policy. */
export default async function AdminPage() {
  await connection()
  return (
    <AdminQueryProvider>
      <AdminApp />
    </AdminQueryProvider>
  )
}
