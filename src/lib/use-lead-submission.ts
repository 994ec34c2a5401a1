'use client'

import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError, apiRequest } from './api-request'
import { toast } from './toast'

/**
 * Sends a lead form (contact, partnership) the one way every form does: POST JSON, then on
 * success a 5-second notice and `onSuccess` (reset the form); on failure the values stay, SPEC's
 * internal message is logged, field messages from the server go to their fields, and the visitor
 * reads what to do next (docs/decisions/0007-form-failures-are-shown.md).
 */
export function useLeadSubmission<Payload>({
  url,
  successMessage,
  failureLog,
  supportEmail,
  onSuccess,
  onFieldErrors,
}: {
  url: string
  successMessage: string
  failureLog: string
  supportEmail: string
  onSuccess: () => void
  onFieldErrors?: (fields: Record<string, string>) => void
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: (payload: Payload) => apiRequest('POST', url, payload),
    onSuccess: () => {
      onSuccess()
      toast({ title: successMessage, variant: 'success' })
    },
    onError: (error) => {
      console.error(failureLog, error)
      if (error instanceof ApiError) onFieldErrors?.(error.fieldMessages)
      setFailure(
        error instanceof ApiError && error.status < 500 && error.serverMessage
          ? error.serverMessage
          : `We could not send your message. Please try again, or e-mail us at ${supportEmail}.`,
      )
    },
  })
  return {
    submit: (payload: Payload) => {
      setFailure(null)
      mutation.mutate(payload)
    },
    pending: mutation.isPending,
    failure,
  }
}
