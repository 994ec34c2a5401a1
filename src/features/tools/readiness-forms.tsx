'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { pathIn } from '@/content/french-routes'
import { Field, InputField, controlAria, controlClassName } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { cn } from '@/lib/cn'
import { useLeadSubmission } from '@/lib/use-lead-submission'

/**
 * What the readiness check sends, and only when the visitor asks (issue 39): the checklist to an
 * address (POST /api/readiness/email, which rebuilds it from the answers and takes no other
 * text), or the answers to the team as a lead (POST /api/readiness/contact). Both send the
 * answers' query, never the result's words.
 */

export function ReadinessEmailForm({ query }: { query: string }) {
  const t = useTranslations('Readiness')
  const honeypot = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submission = useLeadSubmission<Record<string, unknown>>({
    url: '/api/readiness/email',
    successMessage: t('email.sent'),
    failureLog: 'Failed to send the readiness checklist',
    supportEmail: '',
    onSuccess: () => setSent(true),
    onFieldErrors: setErrors,
  })
  return (
    <form
      aria-labelledby="readiness-email-title"
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        setSent(false)
        setErrors({})
        submission.submit({ email, answers: query, ...honeypotEntry(honeypot.current) })
      }}
    >
      <h3 id="readiness-email-title" className="text-lg font-bold text-ink">
        {t('email.title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('email.intro')}</p>
      <InputField
        id="readiness-email"
        label={t('email.label')}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value)
          setErrors({})
        }}
      />
      <HoneypotField inputRef={honeypot} />
      <FormAlert message={submission.failure} />
      {sent ? (
        <p role="status" className="text-sm font-semibold text-success-700">
          {t('email.sent')}
        </p>
      ) : null}
      <Button type="submit" disabled={submission.pending} className="w-full sm:w-fit">
        {submission.pending ? t('email.sending') : t('email.send')}
      </Button>
    </form>
  )
}

const emptyContact = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  message: '',
}

type ContactFields = typeof emptyContact

export function ReadinessContactForm({
  query,
  supportEmail,
}: {
  query: string
  supportEmail: string
}) {
  const t = useTranslations('Readiness')
  const labels = useTranslations('ContactForm')
  const locale = useLocale()
  const honeypot = useRef<HTMLInputElement>(null)
  const [values, setValues] = useState(emptyContact)
  const [consent, setConsent] = useState(false)
  const [sent, setSent] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submission = useLeadSubmission<Record<string, unknown>>({
    url: '/api/readiness/contact',
    successMessage: t('contact.sent'),
    failureLog: 'Failed to send the readiness check to the team',
    supportEmail,
    onSuccess: () => {
      setSent(true)
      setValues(emptyContact)
      setConsent(false)
    },
    onFieldErrors: setErrors,
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSent(false)
    if (!consent) {
      setErrors({ consent: t('contact.consentRequired') })
      return
    }
    setErrors({})
    submission.submit({
      ...values,
      consent,
      answers: query,
      ...honeypotEntry(honeypot.current),
    })
  }

  const field = (
    name: keyof ContactFields,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <InputField
      id={`readiness-contact-${name}`}
      label={label}
      required={options.required ?? true}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => {
        setValues({ ...values, [name]: event.target.value })
        setErrors(({ [name]: _cleared, ...rest }) => rest)
      }}
    />
  )

  return (
    <form
      aria-labelledby="readiness-contact-title"
      noValidate
      className="relative grid gap-4"
      onSubmit={onSubmit}
    >
      <h3 id="readiness-contact-title" className="text-lg font-bold text-ink">
        {t('contact.title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('contact.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', labels('firstName'), { autoComplete: 'given-name' })}
        {field('lastName', labels('lastName'), { autoComplete: 'family-name' })}
        {field('email', labels('email'), { type: 'email', autoComplete: 'email' })}
        {field('phone', labels('phone'), { type: 'tel', autoComplete: 'tel' })}
        {field('company', labels('company'), { required: false, autoComplete: 'organization' })}
      </div>
      <Field id="readiness-contact-message" label={t('contact.message')} error={errors.message}>
        <textarea
          rows={3}
          value={values.message}
          onChange={(event) => setValues({ ...values, message: event.target.value })}
          className={cn(controlClassName, 'resize-y')}
          {...controlAria('readiness-contact-message', { error: errors.message })}
        />
      </Field>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm text-ink-muted">
          <input
            type="checkbox"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked)
              setErrors(({ consent: _cleared, ...rest }) => rest)
            }}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'readiness-consent-error' : undefined}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <span>
            {labels.rich('consent', {
              // A plain anchor: nothing is fetched ahead of a click (no prefetch) on this page.
              link: (chunks) => (
                <a
                  href={pathIn(locale, '/privacy-terms')}
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  {chunks}
                </a>
              ),
            })}
          </span>
        </label>
        {errors.consent ? (
          <p
            id="readiness-consent-error"
            role="alert"
            className="text-sm font-medium text-danger-700"
          >
            {errors.consent}
          </p>
        ) : null}
      </div>
      <HoneypotField inputRef={honeypot} />
      <FormAlert message={submission.failure} />
      {sent ? (
        <p role="status" className="text-sm font-semibold text-success-700">
          {t('contact.sent')}
        </p>
      ) : null}
      <Button type="submit" disabled={submission.pending} className="w-full sm:w-fit">
        {submission.pending ? t('email.sending') : t('contact.send')}
      </Button>
    </form>
  )
}
