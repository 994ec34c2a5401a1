'use client'

import { LogOut, ShieldAlert, ShieldCheck } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { toast } from '@/lib/toast'
import type { Account } from '@/server/auth/account'
import type { SessionRecord } from '@/server/auth/accounts'
import {
  SESSIONS_URL,
  changePasswordRequest,
  endAllSessionsRequest,
  endSessionRequest,
} from './admin-api'
import { describeDevice, formatSubmittedAt } from './format'
import { LoadError, LoadingCards } from './list-states'
import {
  AccountNameForPasswordManagers,
  NewPasswordFields,
  useNewPassword,
} from './password-fields'
import { TwoFactorSetup } from './two-factor-setup'
import { formText, useAdminMutation, useAdminQuery } from './use-admin-api'

export const roleNames = { owner: 'Owner', member: 'Member' } as const

/** The Account tab: who is signed in, two-factor, the password, and the sessions to end. */
export function AccountView({ account }: { account: Account }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Your account" id="account-details">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-ink-muted">Name</dt>
          <dd className="font-medium text-ink">{account.name}</dd>
          <dt className="text-ink-muted">E-mail</dt>
          <dd className="font-medium break-all text-ink">{account.email}</dd>
          <dt className="text-ink-muted">Role</dt>
          <dd className="font-medium text-ink">
            {roleNames[account.role]}
            <span className="block font-normal text-ink-muted">
              {account.role === 'owner'
                ? 'Reads and exports leads, deletes records, manages the team and reads the audit log.'
                : 'Reads the leads. Exports, deletions and the team are for owners.'}
            </span>
          </dd>
        </dl>
      </Panel>
      <TwoFactorPanel account={account} />
      <PasswordPanel account={account} />
      <SessionsPanel />
    </div>
  )
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

function TwoFactorPanel({ account }: { account: Account }) {
  const [settingUp, setSettingUp] = useState(false)
  if (settingUp && !account.twoFactorEnabled) {
    return (
      <div className="lg:col-span-2 [&>div]:mt-0">
        <TwoFactorSetup account={account} required={false} onCancel={() => setSettingUp(false)} />
      </div>
    )
  }
  return (
    <Panel title="Two-factor authentication" id="account-two-factor">
      {account.twoFactorEnabled ? (
        <p className="flex items-start gap-2 text-sm text-ink">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success-700" />
          On. Signing in asks for a code from your authenticator app (or a recovery code).
        </p>
      ) : (
        <div className="grid justify-items-start gap-4">
          <p className="flex items-start gap-2 text-sm text-ink">
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger-700" />
            Off. Anyone with your password can see the leads.
          </p>
          <Button onClick={() => setSettingUp(true)}>Set up two-factor</Button>
        </div>
      )}
    </Panel>
  )
}

function PasswordPanel({ account }: { account: Account }) {
  const newPassword = useNewPassword()
  const change = useAdminMutation({
    request: changePasswordRequest,
    onSuccess: () =>
      toast({
        title: 'Password changed',
        description: 'Your other sessions were signed out.',
        variant: 'success',
      }),
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (!newPassword.checkConfirmation(form, 'newPassword')) return
    change.mutate(
      {
        currentPassword: formText(form, 'currentPassword'),
        newPassword: formText(form, 'newPassword'),
      },
      { onSuccess: () => form.reset() },
    )
  }

  return (
    <Panel title="Change password" id="account-password">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <AccountNameForPasswordManagers email={account.email} />
        <InputField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...change.field('currentPassword')}
        />
        <NewPasswordFields
          id="new-password"
          label="New password"
          confirmation={newPassword}
          {...change.field('newPassword')}
        />
        <FormAlert message={change.failure} />
        <Button type="submit" disabled={change.isPending} className="justify-self-start">
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Panel>
  )
}

function SessionsPanel() {
  const router = useRouter()
  const query = useAdminQuery<{ items: SessionRecord[] }>(SESSIONS_URL)
  const endOne = useAdminMutation({
    request: endSessionRequest,
    onSuccess: () => toast({ title: 'That session was signed out', variant: 'success' }),
  })
  const endAll = useAdminMutation({
    request: endAllSessionsRequest,
    onSuccess: () => router.refresh(),
  })

  return (
    <Panel title="Where you are signed in" id="account-sessions">
      {query.isPending ? (
        <LoadingCards />
      ) : query.isError || !query.data ? (
        <LoadError>Failed to load your sessions. Please try again later.</LoadError>
      ) : (
        <ul className="grid gap-3">
          {query.data.items.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-line p-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {describeDevice(session.userAgent)}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="break-all text-ink-muted">
                  {session.ipAddress ?? 'Unknown address'} · last seen{' '}
                  {formatSubmittedAt(session.lastSeenAt)}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(session.id)}
                  aria-label={`Sign out ${describeDevice(session.userAgent)}, last seen ${formatSubmittedAt(session.lastSeenAt)}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={endOne.failure ?? endAll.failure} />
      <Button
        variant="secondary"
        className="mt-4"
        disabled={endAll.isPending}
        onClick={() => endAll.mutate(undefined)}
      >
        <LogOut aria-hidden /> Sign out of all sessions
      </Button>
    </Panel>
  )
}
