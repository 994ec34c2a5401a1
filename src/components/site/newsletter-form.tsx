'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { ApiError, apiRequest } from '@/lib/api-request'
import { cn } from '@/lib/cn'

/** docs/product.md, Timers and rotations: the success message disappears after 10 seconds. */
export const NEWSLETTER_SUCCESS_MS = 10_000

/** docs/product.md, Messages: the server's `error` text, else a generic failure. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Failed to subscribe'
  if (error instanceof Error) return 'Failed to subscribe'
  return 'Failed to subscribe to newsletter'
}

/**
 * The footer's newsletter form, on every page. Its validation schema (shared with the server) is
 * loaded when the visitor first submits, so it is not part of every page's first load.
 */
export function NewsletterForm() {
  const [error, setError] = useState<string | null>(null)
  const [succeeded, setSucceeded] = useState(false)
  const [pending, setPending] = useState(false)
  const t = useTranslations('Newsletter')
  const locale = useLocale()
  const honeypot = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const statusId = `${inputId}-status`

  useEffect(() => {
    if (!succeeded) return
    const timer = setTimeout(() => setSucceeded(false), NEWSLETTER_SUCCESS_MS)
    return () => clearTimeout(timer)
  }, [succeeded])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    // Read from the field, not from state: an address typed before the page hydrated is there.
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    setSucceeded(false)
    // The schema and the French of its messages load with the first submit, not with the page.
    const [{ subscriptionSchema }, { messageIn }] = await Promise.all([
      import('@/lib/schemas/newsletter'),
      import('@/i18n/api-messages'),
    ])
    const parsed = subscriptionSchema.safeParse({ email })
    if (!parsed.success) {
      setError(
        messageIn(locale, parsed.error.issues[0]?.message ?? 'Please enter a valid email address'),
      )
      return
    }
    setError(null)
    setPending(true)
    try {
      await apiRequest('POST', '/api/subscribe', {
        email: parsed.data.email,
        ...honeypotEntry(honeypot.current),
      })
      form.reset()
      setSucceeded(true)
    } catch (failure) {
      setError(messageIn(locale, failureMessage(failure)))
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-2" aria-label={t('form')}>
      <label htmlFor={inputId} className="text-sm font-semibold text-white">
        {t('label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('placeholder')}
          onChange={() => {
            if (error) setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={statusId}
          className="h-11 min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 text-[0.9375rem] text-white placeholder:text-white/60 focus:border-white/60 focus:outline-3 focus:outline-offset-0 focus:outline-white/25 aria-invalid:border-red-300"
        />
        <Button type="submit" variant="accent" disabled={pending}>
          {pending ? t('subscribing') : t('subscribe')}
        </Button>
      </div>
      <HoneypotField inputRef={honeypot} />
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className={cn('min-h-5 text-sm', error ? 'font-medium text-red-200' : 'text-accent-300')}
      >
        {error ?? (succeeded ? t('success') : '')}
      </p>
      {succeeded ? <p className="-mt-1 text-xs text-white/70">{t('confirmHint')}</p> : null}
    </form>
  )
}
