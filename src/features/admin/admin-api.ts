import { apiRequest } from '@/lib/api-request'
import type { AdminListName } from '@/server/admin/lists'

export const PAGE_SIZE = 24

/** Every list, the contact submissions too, is read from the admin API: { items, total, ... }. */
export function listUrl(
  list: AdminListName,
  { page, search }: { page: number; search: string },
): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) })
  if (search) params.set('q', search)
  return `/api/admin/${list}?${params}`
}

export function signInRequest(password: string) {
  return apiRequest('POST', '/api/admin/session', { password })
}

export function signOutRequest() {
  return apiRequest('DELETE', '/api/admin/session')
}

export function deleteRecordRequest(list: AdminListName, id: string) {
  return apiRequest('DELETE', `/api/admin/${list}/${encodeURIComponent(id)}`)
}

export function exportUrl(list: AdminListName, search: string): string {
  return `/api/admin/${list}/export${search ? `?q=${encodeURIComponent(search)}` : ''}`
}

/** The failed or given-up notifications (the Deliveries tab), a page at a time. */
export function deliveriesUrl(page: number): string {
  return `/api/admin/deliveries?${new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) })}`
}

export function retryDeliveryRequest(id: string) {
  return apiRequest('POST', `/api/admin/deliveries/${encodeURIComponent(id)}/retry`)
}

/** The data-subject requests (owners only): the address goes in the body, never the URL. */
export type SubjectRequestAction = 'search' | 'export' | 'erase'

export function subjectRequest(
  action: SubjectRequestAction,
  body: { email: string; confirm?: true },
) {
  return apiRequest('POST', `/api/admin/subject-requests/${action}`, body)
}
