'use client'

import { useQueryClient } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import type { TeamRole } from '@/server/auth/session'
import { acceptInvitationRequest } from './admin-api'
import { roleNames } from './account-view'
import { AdminCard } from './admin-card'
import {
  AccountNameForPasswordManagers,
  NewPasswordFields,
  useNewPassword,
} from './password-fields'
import { formText, useAdminMutation } from './use-admin-api'

/**
 * Accepting an invitation: the person chooses their name and password and is signed in, then
 * lands in the team area (where two-factor is set up, required or offered).
 */
export function InvitationForm({
  token,
  invitation,
}: {
  token: string
  invitation: { email: string; role: TeamRole }
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const newPassword = useNewPassword()
  const accept = useAdminMutation({
    request: acceptInvitationRequest,
    keepOn401: true,
    onSuccess: () => {
      void queryClient.resetQueries()
      router.push('/admin')
      router.refresh()
    },
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (!newPassword.checkConfirmation(form, 'password')) return
    accept.mutate({
      token,
      name: formText(form, 'name').trim(),
      password: formText(form, 'password'),
    })
  }

  return (
    <AdminCard
      icon={<UserPlus aria-hidden className="size-5" />}
      title="Join the team"
      intro={
        <p>
          This invitation is for <strong className="break-all text-ink">{invitation.email}</strong>{' '}
          as {roleNames[invitation.role].toLowerCase()}. Choose your name and a password.
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
        <AccountNameForPasswordManagers email={invitation.email} />
        <InputField
          id="invitation-name"
          label="Your name"
          autoComplete="name"
          required
          {...accept.field('name')}
        />
        <NewPasswordFields
          id="invitation-password"
          label="Password"
          confirmation={newPassword}
          {...accept.field('password')}
        />
        <FormAlert message={accept.failure} />
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? 'Joining...' : 'Join the team'}
        </Button>
      </form>
    </AdminCard>
  )
}

/** An invitation link that no longer works: why, and what to do. */
export function InvitationUnavailable({ message }: { message: string }) {
  return (
    <AdminCard
      icon={<UserPlus aria-hidden className="size-5" />}
      title="This invitation cannot be used"
      intro={<p role="alert">{message}</p>}
    >
      <Link
        href="/admin"
        className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        Go to the team sign-in
      </Link>
    </AdminCard>
  )
}
