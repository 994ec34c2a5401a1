'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { ApiError } from '@/lib/api-request'
import { getQueryFn } from '@/lib/query-client'

const UNREACHABLE = 'The server could not be reached. Please try again.'
const FAILED = 'That did not work. Please try again.'

/** True when the answer says the session is gone (signed out elsewhere, or removed from the team). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/**
 * A GET of the admin API. A 401 answers null and sends the whole page back to the sign-in form
 * (the server page renders it once the session is gone), so a removed member sees no more data.
 */
export function useAdminQuery<T>(
  url: string,
  {
    keepPrevious = false,
    ...options
  }: {
    refetchInterval?: number
    enabled?: boolean
    /** While another URL loads, keep showing what the last one answered. */
    keepPrevious?: boolean
  } = {},
) {
  const router = useRouter()
  const query = useQuery<T | null>({
    queryKey: [url],
    queryFn: getQueryFn<T>({ on401: 'returnNull' }),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...options,
  })
  const signedOut = query.data === null
  useEffect(() => {
    if (signedOut) router.refresh()
  }, [signedOut, router])
  return query
}

/**
 * A change sent to the admin API from a form or a button: the server's per-field messages under
 * their fields, any other message for the whole form, and (unless `keepOn401`) the sign-in form
 * when the session has ended. Every admin query is refreshed after a success.
 */
export function useAdminMutation<Input, Result = unknown>({
  request,
  onSuccess,
  keepOn401 = false,
}: {
  request: (input: Input) => Promise<Result>
  onSuccess?: (result: Result, input: Input) => void
  /** The sign-in and invitation forms: a 401 there is a wrong password, not a lost session. */
  keepOn401?: boolean
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: request,
    onMutate: () => {
      setFieldErrors({})
      setFailure(null)
    },
    onSuccess: (result, input) => {
      onSuccess?.(result, input)
      void queryClient.invalidateQueries()
    },
    onError: (error) => {
      if (!keepOn401 && isSignedOut(error)) {
        router.refresh()
        return
      }
      if (!(error instanceof ApiError)) {
        setFailure(UNREACHABLE)
        return
      }
      const fields = error.fieldMessages
      setFieldErrors(fields)
      setFailure(Object.keys(fields).length > 0 ? null : (error.serverMessage ?? FAILED))
    },
  })
  /** Clears a field's message as the person edits it. */
  const clearFieldError = (name: string) =>
    setFieldErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _cleared, ...rest } = current
      return rest
    })
  return {
    mutate: mutation.mutate,
    isPending: mutation.isPending,
    fieldErrors,
    failure,
    clearFieldError,
    /** Props for the field `name`: its name, the server's message for it, clearing as it is edited. */
    field: (name: string) => ({
      name,
      error: fieldErrors[name],
      onChange: () => clearFieldError(name),
    }),
  }
}

/** The text of a form's named field. */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name)
  return typeof value === 'string' ? value : ''
}
