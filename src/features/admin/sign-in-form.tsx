'use client'

import { useQueryClient } from '@tanstack/react-query'
import { LockKeyhole } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { signInRequest, type SignInInput } from './admin-api'
import { AdminCard } from './admin-card'
import { formText, useAdminMutation } from './use-admin-api'

/**
 * The sign-in form shown at /admin when no valid session exists (or when it ran out): e-mail and
 * password, then the authenticator code when the server asks for it (two-factor is on).
 */
export function SignInForm() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [codeAsked, setCodeAsked] = useState(false)
  const signIn = useAdminMutation({
    request: (input: SignInInput) => signInRequest(input),
    keepOn401: true,
    onSuccess: () => {
      router.refresh()
      void queryClient.resetQueries()
    },
  })
  if (signIn.fieldErrors.code && !codeAsked) setCodeAsked(true)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const code = formText(form, 'code').trim()
    signIn.mutate({
      email: formText(form, 'email').trim(),
      password: formText(form, 'password'),
      ...(code ? { code } : {}),
    })
  }

  return (
    <AdminCard
      icon={<LockKeyhole aria-hidden className="size-5" />}
      title="Team sign-in"
      intro="The lead lists hold personal data. Sign in with your own account to see them."
    >
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
        <InputField
          id="admin-email"
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          {...signIn.field('email')}
        />
        <InputField
          id="admin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...signIn.field('password')}
        />
        {codeAsked ? (
          <InputField
            id="admin-code"
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            required
            {...signIn.field('code')}
          />
        ) : null}
        <FormAlert message={signIn.failure} />
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AdminCard>
  )
}
