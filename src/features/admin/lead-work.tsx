'use client'

import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { useCharacterLimit } from '@/components/ui/character-limit'
import { Field, controlAria, controlClassName } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import { LEAD_STATUSES, leadStatusLabels, type LeadStatus } from '@/lib/lead-status'
import { LEAD_NOTE_MAX_LENGTH } from '@/lib/schemas/lead-note'
import type { LeadWork, TimelineEntry, VisitSource } from '@/server/admin/lead-work'
import type { LeadListName } from '@/server/admin/lists'
import type { TeamMemberRecord } from '@/server/auth/accounts'
import { TEAM_URL, addLeadNoteRequest, updateLeadRequest } from './admin-api'
import { formatSubmittedAt } from './format'
import { useAdminMutation, useAdminQuery } from './use-admin-api'

const channelNames = { 'lead-email': 'Team e-mail', 'lead-webhook': 'Webhook' } as const
const stateNames = {
  delivered: 'delivered',
  retrying: 'failing, retrying',
  'given-up': 'failed, given up',
  waiting: 'waiting to be sent',
} as const

/** One line of the timeline, in words. */
function describe(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'received':
      return 'Received'
    case 'notification': {
      const channel = channelNames[entry.channel as keyof typeof channelNames] ?? entry.channel
      const tries = entry.attempts > 1 ? ` (${entry.attempts} attempts)` : ''
      return `${channel} ${stateNames[entry.state]}${tries}`
    }
    case 'status': {
      const label = (status?: string) => leadStatusLabels[status as LeadStatus] ?? status
      return `${entry.actorName ?? 'Someone'} moved it from ${label(entry.from)} to ${label(entry.to)}`
    }
    case 'owner':
      return entry.to
        ? `${entry.actorName ?? 'Someone'} gave it to ${entry.toName ?? 'a former team member'}`
        : `${entry.actorName ?? 'Someone'} took it from ${entry.fromName ?? 'a former team member'}`
    case 'note':
      return `${entry.actorName ?? 'A former team member'} wrote`
  }
}

const sourceLabels: [keyof VisitSource, string][] = [
  ['utmSource', 'Source'],
  ['utmMedium', 'Medium'],
  ['utmCampaign', 'Campaign'],
  ['utmTerm', 'Term'],
  ['utmContent', 'Content'],
  ['referrerHost', 'Came from'],
  ['landingPage', 'Landing page'],
]

function SourceList({ title, source }: { title: string; source: VisitSource }) {
  const rows = sourceLabels.filter(([field]) => source[field])
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">{title}</h4>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-ink-subtle">Not recorded</p>
      ) : (
        <dl className="mt-1 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-0.5 text-sm">
          {rows.map(([field, label]) => (
            <div key={field} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="break-all text-ink">{source[field]}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}

/**
 * The team's work on a lead, under its details: status (anyone on the team), owner (owners give
 * it to someone; members see who has it), where it came from, its timeline, and a note form.
 */
export function LeadWorkPanel({
  list,
  id,
  work,
  canAssign,
}: {
  list: LeadListName
  id: string
  work: LeadWork
  canAssign: boolean
}) {
  const statusId = useId()
  const ownerId = useId()
  const noteId = useId()
  const [noteText, setNoteText] = useState('')
  const noteLimit = useCharacterLimit(noteText, LEAD_NOTE_MAX_LENGTH)
  const change = useAdminMutation({
    request: (input: { status?: LeadStatus; ownerId?: string | null }) =>
      updateLeadRequest(list, id, input),
  })
  const note = useAdminMutation({
    request: (body: string) => addLeadNoteRequest(list, id, body),
    onSuccess: () => setNoteText(''),
  })
  const noteField = note.field('body')
  // Past the limit the form says so and sends nothing; the server's own refusal shows the same way.
  const noteError = noteLimit.error ?? noteField.error ?? note.failure ?? undefined

  function onNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!noteLimit.over) note.mutate(noteText)
  }

  return (
    <section aria-label="Work on this lead" className="mt-6 grid gap-6 border-t border-line pt-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={statusId} label="Status">
          <select
            {...controlAria(statusId, {})}
            className={controlClassName}
            value={work.status}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ status: event.target.value as LeadStatus })}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
        </Field>
        {canAssign ? (
          <OwnerSelect
            id={ownerId}
            value={work.owner?.id ?? ''}
            disabled={change.isPending}
            onChange={(owner) => change.mutate({ ownerId: owner || null })}
          />
        ) : (
          <div className="grid gap-1.5">
            <p className="text-sm font-medium text-ink">Owner</p>
            <p className="py-2.5 text-[0.9375rem] text-ink">{work.owner?.name ?? 'Nobody yet'}</p>
          </div>
        )}
      </div>
      {change.failure ? (
        <p role="alert" className="-mt-3 text-sm font-medium text-danger-700">
          {change.failure}
        </p>
      ) : null}

      <div>
        <h3 className="text-base font-semibold text-ink">Where it came from</h3>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <SourceList title="First visit" source={work.source.first} />
          <SourceList title="Latest visit" source={work.source.latest} />
        </div>
        <p className="mt-2 text-sm text-ink-muted">
          Form sent from: <span className="text-ink">{work.source.formPage ?? 'Not recorded'}</span>
        </p>
      </div>

      <div>
        <h3 className="text-base font-semibold text-ink">Timeline</h3>
        <ol className="mt-2 grid gap-2 border-l-2 border-line pl-4">
          {work.timeline.map((entry, index) => (
            <li key={'id' in entry ? entry.id : `${entry.kind}-${index}`} className="text-sm">
              <p className="text-ink">
                <span className="font-medium">{describe(entry)}</span>{' '}
                <time dateTime={entry.occurredAt} className="text-ink-subtle">
                  {formatSubmittedAt(entry.occurredAt)}
                </time>
              </p>
              {entry.kind === 'note' ? (
                <p className="mt-1 rounded-control bg-surface px-3 py-2 break-words whitespace-pre-line text-ink">
                  {entry.body}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </div>

      <form onSubmit={onNote} noValidate className="grid gap-3">
        <Field id={noteId} label="Add a note" hint={noteLimit.hint} error={noteError}>
          <textarea
            {...controlAria(noteId, { error: noteError, hint: true })}
            name="body"
            rows={3}
            value={noteText}
            onChange={(event) => {
              setNoteText(event.target.value)
              noteField.onChange()
            }}
            className={cn(controlClassName, 'resize-y')}
          />
        </Field>
        <div>
          <Button type="submit" size="sm" disabled={note.isPending || noteLimit.over}>
            {note.isPending ? 'Saving…' : 'Add note'}
          </Button>
        </div>
      </form>
    </section>
  )
}

/** The owner picker: nobody, or anyone on the team (owners only read the team list). */
function OwnerSelect({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string
  value: string
  disabled: boolean
  onChange: (ownerId: string) => void
}) {
  const team = useAdminQuery<{ members: TeamMemberRecord[] }>(TEAM_URL)
  const members = team.data?.members ?? []
  return (
    <Field id={id} label="Owner">
      <select
        {...controlAria(id, {})}
        className={controlClassName}
        value={value}
        disabled={disabled || team.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Nobody yet</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name} ({member.email})
          </option>
        ))}
      </select>
    </Field>
  )
}
