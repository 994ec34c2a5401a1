'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LockKeyhole } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, controlAria, controlClassName } from '@/components/ui/field'
import { ApiError } from '@/lib/api-request'
import { signInRequest } from './admin-api'

/** The sign-in form shown at /admin when no valid session exists (or when it ran out). */
export function SignInForm() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const signIn = useMutation({
    mutationFn: signInRequest,
    onSuccess: () => {
      setPassword('')
      router.refresh()
      void queryClient.invalidateQueries()
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError
          ? (failure.serverMessage ?? 'Signing in failed. Please try again.')
          : 'The server could not be reached. Please try again.',
      ),
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!password) {
      setError('Please enter the password')
      return
    }
    setError(null)
    signIn.mutate(password)
  }

  return (
    <div className="mx-auto mt-16 max-w-sm rounded-card border border-line bg-white p-8 shadow-card">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <LockKeyhole aria-hidden className="size-5" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">Team sign-in</h1>
      <p className="mt-1 text-sm text-ink-muted">
        The lead lists hold personal data. Sign in to see them.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
        <Field id="admin-password" label="Password" error={error ?? undefined}>
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value)
              setError(null)
            }}
            className={controlClassName}
            {...controlAria('admin-password', { error: error ?? undefined })}
          />
        </Field>
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </div>
  )
}
