'use client'

import { Trash2, UserPlus } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, InputField, controlAria, controlClassName } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'
import type { Account } from '@/server/auth/account'
import type { InvitationRecord, TeamMemberRecord } from '@/server/auth/accounts'
import type { TeamRole } from '@/server/auth/session'
import {
  TEAM_URL,
  changeRoleRequest,
  inviteRequest,
  removeMemberRequest,
  withdrawInvitationRequest,
} from './admin-api'
import { roleNames } from './account-view'
import { ConfirmButton } from './confirm-dialog'
import { formatSubmittedAt } from './format'
import { LoadError, LoadingCards } from './list-states'
import { TableFrame } from './table-frame'
import { formText, useAdminMutation, useAdminQuery } from './use-admin-api'

export type TeamPage = { members: TeamMemberRecord[]; invitations: InvitationRecord[] }

/** The team: owners and members, and who is invited. The Team tab and the audit log's filter read it. */
export function useTeam() {
  return useAdminQuery<TeamPage>(TEAM_URL)
}

const cellClass = 'px-4 py-3 text-left align-middle'

/** The Team tab (owners): everyone's role and two-factor, removing people, and invitations. */
export function TeamView({ account }: { account: Account }) {
  const query = useTeam()
  const notify = (title: string) => toast({ title, variant: 'success' })
  const router = useRouter()
  const changeRole = useAdminMutation({
    request: changeRoleRequest,
    onSuccess: (_result, { id }) => {
      notify('Role changed')
      // An owner who made themself a member loses this tab.
      if (id === account.id) router.refresh()
    },
  })
  const remove = useAdminMutation({
    request: (member: TeamMemberRecord) => removeMemberRequest(member.id),
    onSuccess: (_result, member) => notify(`${member.email} was removed from the team`),
  })
  const withdraw = useAdminMutation({
    request: (invitation: InvitationRecord) => withdrawInvitationRequest(invitation.id),
    onSuccess: (_result, invitation) =>
      notify(`The invitation to ${invitation.email} was withdrawn`),
  })

  return (
    <div className="grid gap-8">
      <section aria-labelledby="team-title" className="min-w-0">
        <h2 id="team-title" className="text-2xl font-bold tracking-tight text-ink">
          Team
        </h2>
        <div className="mt-6">
          {query.isPending ? (
            <LoadingCards />
          ) : query.isError || !query.data ? (
            <LoadError>Failed to load the team. Please try again later.</LoadError>
          ) : (
            <TableFrame label="Team members">
              <table className="w-full min-w-[40rem] text-sm">
                <thead className="border-b border-line bg-surface text-ink-muted">
                  <tr>
                    <th scope="col" className={cellClass}>
                      Name
                    </th>
                    <th scope="col" className={cellClass}>
                      E-mail
                    </th>
                    <th scope="col" className={cellClass}>
                      Role
                    </th>
                    <th scope="col" className={cellClass}>
                      Two-factor
                    </th>
                    <th scope="col" className={cellClass}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.members.map((member) => {
                    const isYou = member.id === account.id
                    return (
                      <tr key={member.id} className="border-b border-line last:border-0">
                        <th scope="row" className={cn(cellClass, 'font-semibold text-ink')}>
                          {member.name}
                          {isYou ? (
                            <span className="font-normal text-ink-muted"> (you)</span>
                          ) : null}
                        </th>
                        <td className={cn(cellClass, 'break-all')}>{member.email}</td>
                        <td className={cellClass}>
                          <select
                            aria-label={`Role of ${member.email}`}
                            value={member.role}
                            disabled={changeRole.isPending}
                            onChange={(event) =>
                              changeRole.mutate({
                                id: member.id,
                                role: event.target.value as TeamRole,
                              })
                            }
                            className={cn(controlClassName, 'w-32 py-1.5')}
                          >
                            <option value="owner">{roleNames.owner}</option>
                            <option value="member">{roleNames.member}</option>
                          </select>
                        </td>
                        <td className={cellClass}>{member.twoFactorEnabled ? 'On' : 'Off'}</td>
                        <td className={cn(cellClass, 'text-right')}>
                          {isYou ? null : (
                            <ConfirmButton
                              label={`Remove ${member.email}`}
                              title={`Remove ${member.name} from the team?`}
                              description={`${member.email} is signed out everywhere at once and can no longer sign in. Their entries in the audit log stay.`}
                              confirmLabel="Remove"
                              pending={remove.isPending}
                              onConfirm={() => remove.mutate(member)}
                            >
                              <Trash2 aria-hidden /> Remove
                            </ConfirmButton>
                          )}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </TableFrame>
          )}
          <FormAlert message={changeRole.failure ?? remove.failure} />
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <InviteForm />
        <section aria-labelledby="invitations-title" className="min-w-0">
          <h2 id="invitations-title" className="text-lg font-semibold text-ink">
            Open invitations
          </h2>
          {query.data && query.data.invitations.length > 0 ? (
            <ul className="mt-4 grid gap-3">
              {query.data.invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-line bg-white p-3 text-sm"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-all text-ink">{invitation.email}</p>
                    <p className="text-ink-muted">
                      {roleNames[invitation.role]} ·{' '}
                      {invitation.expired
                        ? 'expired'
                        : `link valid until ${formatSubmittedAt(invitation.expiresAt)}`}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={withdraw.isPending}
                    onClick={() => withdraw.mutate(invitation)}
                    aria-label={`Withdraw the invitation to ${invitation.email}`}
                  >
                    Withdraw
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-ink-muted">No invitations are open.</p>
          )}
          <FormAlert message={withdraw.failure} />
        </section>
      </div>
    </div>
  )
}

/** Invites someone by e-mail: they get a link, valid for 72 hours, to choose a name and password. */
function InviteForm() {
  const [formKey, setFormKey] = useState(0)
  const invite = useAdminMutation({
    request: inviteRequest,
    onSuccess: (_result, { email }) => {
      toast({
        title: 'Invitation sent',
        description: `${email} gets a link to join, valid for 72 hours.`,
        variant: 'success',
      })
      setFormKey((key) => key + 1)
    },
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    invite.mutate({
      email: formText(form, 'email').trim(),
      role: formText(form, 'role') as TeamRole,
    })
  }

  return (
    <section
      aria-labelledby="invite-title"
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="invite-title" className="text-lg font-semibold text-ink">
        Invite someone
      </h2>
      <form key={formKey} onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <InputField
          id="invite-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          {...invite.field('email')}
        />
        <Field id="invite-role" label="Role" error={invite.fieldErrors.role}>
          <select
            name="role"
            defaultValue="member"
            className={controlClassName}
            {...controlAria('invite-role', { error: invite.fieldErrors.role })}
          >
            <option value="member">Member: reads the leads</option>
            <option value="owner">Owner: also exports, deletes and manages the team</option>
          </select>
        </Field>
        <FormAlert message={invite.failure} />
        <Button type="submit" disabled={invite.isPending} className="justify-self-start">
          <UserPlus aria-hidden /> {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
    </section>
  )
}
