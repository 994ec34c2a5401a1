'use client'

import { useState } from 'react'
import { Field, controlClassName } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import type { AuditAction, AuditEventRecord } from '@/server/audit/audit'
import type { Page } from '@/server/db/repositories/listing'
import { PAGE_SIZE, auditUrl } from './admin-api'
import { formatSubmittedAt } from './format'
import { LoadError, LoadingCards } from './list-states'
import { TableFrame } from './table-frame'
import { Pager } from './pager'
import { useTeam } from './team-view'
import { useAdminQuery } from './use-admin-api'

/** What each audit action is called on screen; every action of the trail has one (the type checks). */
const actionNames: Record<AuditAction, string> = {
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'sign-in.limited': 'Sign-ins refused (limit)',
  'sign-out': 'Signed out',
  'session.revoked': 'Session ended',
  'account.invited': 'Invited someone',
  'account.created': 'Joined the team',
  'account.removed': 'Removed someone',
  'account.role-changed': 'Changed a role',
  'account.password-changed': 'Changed password',
  'account.password-check-failed': 'Gave a wrong password (account step)',
  'account.two-factor-enabled': 'Turned on two-factor',
  'account.two-factor-disabled': 'Turned off two-factor',
  'record.viewed': 'Viewed a record',
  'list.viewed': 'Viewed a list page',
  'lead.marked-spam': 'Marked a lead as Spam',
  'lead.unmarked-spam': 'Took a lead out of Spam',
  'list.exported': 'Exported a list',
  'record.deleted': 'Deleted a record',
  'subject.searched': 'Searched for a person’s data',
  'subject.exported': 'Exported a person’s data',
  'subject.erased': 'Erased a person’s data',
  'retention.purged': 'Retention purge',
}

function actionName(action: string): string {
  return actionNames[action as AuditAction] ?? action
}

/**
 * "contacts 3f9a0c1d": the target's kind and the end of its id; a rate limit's key (a network,
 * `account:` and an e-mail, or a route) is shown whole (src/server/audit/sign-in-limited.ts).
 */
export function targetName({ targetType, targetId }: AuditEventRecord): string {
  if (!targetType) return ''
  if (!targetId) return targetType
  return `${targetType} ${targetType === 'rate-limit' ? targetId : targetId.slice(-8)}`
}

/**
 * "role: member, email: a@b.ca": the detail's fields in one line; a list (a list page's record
 * ids) by its length, as the Record filter finds the events that name one.
 */
export function summariseDetail(detail: Record<string, unknown> | undefined): string {
  if (!detail) return ''
  return Object.entries(detail)
    .map(([key, value]) => {
      if (Array.isArray(value)) return `${key}: ${value.length}`
      return `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`
    })
    .join(', ')
}

const cellClass = 'px-4 py-3 text-left align-top'

/** The Audit log tab (owners): who did what and when, newest first, by person and by action. */
export function AuditView() {
  const [actor, setActor] = useState('')
  const [action, setAction] = useState('')
  const [record, setRecord] = useState('')
  const [page, setPage] = useState(1)
  const team = useTeam()
  const query = useAdminQuery<Page<AuditEventRecord>>(auditUrl({ page, actor, action, record }))
  const result = query.data
  const pageCount = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1

  return (
    <section aria-labelledby="audit-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="audit-title" className="text-2xl font-bold tracking-tight text-ink">
          Audit log
        </h2>
        <div className="flex flex-wrap gap-3">
          <Field id="audit-actor" label="Person" className="w-56">
            <select
              id="audit-actor"
              value={actor}
              onChange={(event) => {
                setActor(event.target.value)
                setPage(1)
              }}
              className={controlClassName}
            >
              <option value="">Everyone</option>
              {team.data?.members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({member.email})
                </option>
              ))}
            </select>
          </Field>
          <Field id="audit-action" label="Action" className="w-56">
            <select
              id="audit-action"
              value={action}
              onChange={(event) => {
                setAction(event.target.value)
                setPage(1)
              }}
              className={controlClassName}
            >
              <option value="">All actions</option>
              {Object.entries(actionNames).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          {/* Who opened a lead, or read it on a list page: its id is in a CSV export's Id column. */}
          <Field id="audit-record" label="Record id" className="w-72">
            <input
              id="audit-record"
              value={record}
              onChange={(event) => {
                setRecord(event.target.value)
                setPage(1)
              }}
              spellCheck={false}
              autoComplete="off"
              className={controlClassName}
            />
          </Field>
        </div>
      </div>

      <div className="mt-6" aria-busy={query.isPending}>
        {query.isPending ? (
          <LoadingCards />
        ) : query.isError || !result ? (
          <LoadError>Failed to load the audit log. Please try again later.</LoadError>
        ) : result.items.length === 0 ? (
          <p className="rounded-card border border-dashed border-line bg-surface p-10 text-center text-ink-muted">
            Nothing recorded for this choice.
          </p>
        ) : (
          <TableFrame label="Audit events">
            <table className="w-full min-w-[48rem] text-sm">
              <thead className="border-b border-line bg-surface text-ink-muted">
                <tr>
                  {['Time', 'Person', 'Action', 'Target', 'Address', 'Detail'].map((heading) => (
                    <th key={heading} scope="col" className={cellClass}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.items.map((event) => (
                  <tr key={event.id} className="border-b border-line last:border-0">
                    <td className={cn(cellClass, 'whitespace-nowrap')}>
                      {formatSubmittedAt(event.occurredAt)}
                    </td>
                    <td className={cn(cellClass, 'break-all')}>{event.actorEmail ?? 'System'}</td>
                    <td className={cn(cellClass, 'font-medium text-ink')}>
                      {actionName(event.action)}
                    </td>
                    <td className={cn(cellClass, 'break-all')}>{targetName(event)}</td>
                    <td className={cellClass}>{event.clientAddress ?? ''}</td>
                    <td className={cn(cellClass, 'break-all text-ink-muted')}>
                      {summariseDetail(event.detail)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </div>
      {result && result.total > PAGE_SIZE ? (
        <Pager page={page} pageCount={pageCount} onPage={setPage} />
      ) : null}
    </section>
  )
}
