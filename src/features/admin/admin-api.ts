import { apiRequest } from '@/lib/api-request'
import type { LeadStatus } from '@/lib/lead-status'
import type { AdminListName, LeadListName } from '@/server/admin/lists'
import type { TeamRole } from '@/server/auth/session'

export const PAGE_SIZE = 24

/** Every list, the contact submissions too, is read from the admin API: { items, total, ... }. */
export function listUrl(
  list: AdminListName,
  {
    page,
    search,
    filters = {},
  }: { page: number; search: string; filters?: Record<string, string> },
): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) })
  if (search) params.set('q', search)
  for (const [name, value] of Object.entries(filters)) params.set(name, value)
  return `/api/admin/${list}?${params}`
}

export type SignInInput = { email: string; password: string; code?: string }

export function signInRequest(input: SignInInput) {
  return apiRequest('POST', '/api/admin/session', input)
}

export function signOutRequest() {
  return apiRequest('DELETE', '/api/admin/session')
}

export function deleteRecordRequest(list: AdminListName, id: string) {
  return apiRequest('DELETE', `/api/admin/${list}/${encodeURIComponent(id)}`)
}

/** A lead's status and/or owner (owners only for the owner). */
export function updateLeadRequest(
  list: LeadListName,
  id: string,
  change: { status?: LeadStatus; ownerId?: string | null },
) {
  return apiRequest('PATCH', `/api/admin/${list}/${encodeURIComponent(id)}`, change)
}

export function addLeadNoteRequest(list: LeadListName, id: string, body: string) {
  return apiRequest('POST', `/api/admin/${list}/${encodeURIComponent(id)}/notes`, { body })
}

/** How many leads arrived since the member last looked at each list. */
export const NEW_LEADS_URL = '/api/admin/leads/new'

export function markLeadListSeenRequest(list: LeadListName) {
  return apiRequest('POST', '/api/admin/leads/seen', { list })
}

/** The CSV of what the list shows: its search and filters. */
export function exportUrl(
  list: AdminListName,
  search: string,
  filters: Record<string, string> = {},
): string {
  const params = new URLSearchParams(filters)
  if (search) params.set('q', search)
  return `/api/admin/${list}/export${params.size ? `?${params}` : ''}`
}

/** The failed or given-up notifications (the Deliveries tab), a page at a time. */
export function deliveriesUrl(page: number): string {
  return `/api/admin/deliveries?${new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) })}`
}

/**
 * The dashboard's figures: the last `days` days, or `from` to `to` (the team's days), by day or
 * by week (the server chooses when not asked).
 */
export function dashboardUrl(period: {
  days?: number
  from?: string
  to?: string
  granularity?: 'day' | 'week'
}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(period)) {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  return `/api/admin/dashboard${params.size ? `?${params}` : ''}`
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

export const ACCOUNT_URL = '/api/admin/account'
export const SESSIONS_URL = '/api/admin/account/sessions'
export const TEAM_URL = '/api/admin/team'

/** Step 1 of two-factor set-up: the password again; answers the QR code, key and recovery codes. */
export async function startTwoFactorRequest(password: string) {
  const response = await apiRequest('POST', '/api/admin/account/two-factor', { password })
  return (await response.json()) as TwoFactorSecrets
}

export type TwoFactorSecrets = {
  totpUri: string
  secret: string
  qrSvg: string
  backupCodes: string[]
}

export function verifyTwoFactorRequest(code: string) {
  return apiRequest('POST', '/api/admin/account/two-factor/verify', { code })
}

export function changePasswordRequest(input: { currentPassword: string; newPassword: string }) {
  return apiRequest('POST', '/api/admin/account/password', input)
}

export function endSessionRequest(id: string) {
  return apiRequest('DELETE', `${SESSIONS_URL}/${encodeURIComponent(id)}`)
}

export function endAllSessionsRequest() {
  return apiRequest('DELETE', SESSIONS_URL)
}

export function inviteRequest(input: { email: string; role: TeamRole }) {
  return apiRequest('POST', TEAM_URL, input)
}

export function changeRoleRequest({ id, role }: { id: string; role: TeamRole }) {
  return apiRequest('PATCH', `${TEAM_URL}/${encodeURIComponent(id)}`, { role })
}

export function removeMemberRequest(id: string) {
  return apiRequest('DELETE', `${TEAM_URL}/${encodeURIComponent(id)}`)
}

export function withdrawInvitationRequest(id: string) {
  return apiRequest('DELETE', `${TEAM_URL}/invitations/${encodeURIComponent(id)}`)
}

export function acceptInvitationRequest(input: { token: string; name: string; password: string }) {
  return apiRequest('POST', '/api/admin/invitation', input)
}

/** The audit trail, a page at a time, optionally one person's or one action's events. */
export function auditUrl({
  page,
  actor,
  action,
  record,
}: {
  page: number
  actor: string
  action: string
  /** A record's id: the events about it, the list pages that showed it among them. */
  record: string
}) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) })
  if (actor) params.set('actor', actor)
  if (action) params.set('action', action)
  if (record.trim()) params.set('record', record.trim())
  return `/api/admin/audit?${params}`
}
