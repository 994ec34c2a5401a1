import { apiRequest, throwIfNotOk } from '@/lib/api-request'

export type AdminListName = 'contacts' | 'partnerships' | 'subscribers' | 'conversations'

export type PageResult<Item> = { items: Item[]; total: number; page: number; pageSize: number }

export const PAGE_SIZE = 24

export function listUrl(
  list: AdminListName,
  { page, search }: { page: number; search: string },
): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) })
  if (search) params.set('q', search)
  // Contact submissions come from SPEC's own endpoint; the others from the admin API.
  return list === 'contacts' ? `/api/contacts?${params}` : `/api/admin/${list}?${params}`
}

/**
 * Fetches one page of a list with cookies; null when the session is missing or expired (the
 * page then shows the sign-in form).
 */
export async function fetchListPage<Item>(url: string): Promise<PageResult<Item> | null> {
  const response = await fetch(url, { credentials: 'include' })
  if (response.status === 401) return null
  await throwIfNotOk(response)
  const body: unknown = await response.json()
  if (Array.isArray(body)) {
    const params = new URL(url, window.location.origin).searchParams
    return {
      items: body as Item[],
      total: Number(response.headers.get('X-Total-Count') ?? body.length),
      page: Number(params.get('page') ?? 1),
      pageSize: Number(params.get('pageSize') ?? PAGE_SIZE),
    }
  }
  return body as PageResult<Item>
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
