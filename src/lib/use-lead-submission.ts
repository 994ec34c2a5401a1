'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { ApiError, apiRequest } from './api-request'
import { toast } from './toast'

/**
 * Sends a lead form (contact, partnership) the one way every form does: POST JSON, then on
 * success a 5-second notice and `onSuccess` (reset the form); on failure the values stay, the product's
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
  const t = useTranslations('LeadForms')
  const [pending, setPending] = useState(false)
  const inFlight = useRef(false)

  async function submit(payload: Payload) {
    if (inFlight.current) return
    inFlight.current = true
    setFailure(null)
    setPending(true)
    try {
      await apiRequest('POST', url, payload)
      onSuccess()
      toast({ title: successMessage, variant: 'success' })
    } catch (error) {
      console.error(failureLog, error)
      if (error instanceof ApiError) onFieldErrors?.(error.fieldMessages)
      setFailure(
        error instanceof ApiError && error.status < 500 && error.serverMessage
          ? error.serverMessage
          : t('failed', { email: supportEmail }),
      )
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }

  return { submit: (payload: Payload) => void submit(payload), pending, failure }
}
