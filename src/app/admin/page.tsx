import { connection } from 'next/server'
import { AdminApp } from '@/features/admin/admin-app'

/** Rendered per request so its scripts carry the nonce of the admin Content-Security-Policy. */
export default async function AdminPage() {
  await connection()
  return <AdminApp />
}
