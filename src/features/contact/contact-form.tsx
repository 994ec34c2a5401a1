'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useMutation } from '@tanstack/react-query'
import { AlertCircle } from 'lucide-react'
import { useRef, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, controlAria, controlClassName } from '@/components/ui/field'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { ApiError, apiRequest } from '@/lib/api-request'
import { cn } from '@/lib/cn'
import {
  contactFormSchema,
  contactPayload,
  emptyContactForm,
  inquiryTypes,
  type ContactFormValues,
  type ContactSubmission,
} from '@/lib/schemas/contact'
import { toast } from '@/lib/toast'

export const CONTACT_SUCCESS_MESSAGE = 'Thanks! Your message has been received.'

type FieldName = FieldPath<ContactFormValues>

/**
 * 'Send Us a Message' (SPEC "/contact-us", sections 4, 5 and 8). Validates on submit with the
 * shared schema; editing a field clears its error; success resets the form and shows a notice for
 * 5 s; a failure keeps every value and says what to do (going beyond SPEC, which shows nothing).
 */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const honeypot = useRef<HTMLInputElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })

  const submission = useMutation({
    mutationFn: (payload: ContactSubmission) =>
      apiRequest('POST', '/api/contact', { ...payload, ...honeypotEntry(honeypot.current) }),
    onSuccess: () => {
      reset(emptyContactForm)
      toast({ title: CONTACT_SUCCESS_MESSAGE, variant: 'success' })
    },
    onError: (error) => {
      console.error('Failed to submit contact form', error)
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fieldMessages)) {
          setError(name as FieldName, { message })
        }
      }
      setFailure(failureMessage(error, supportEmail))
    },
  })

  /** Registers a field so that editing it clears its own error. */
  function field(name: FieldName) {
    return register(name, {
      onChange: () => {
        if (errors[name]) clearErrors(name)
      },
    })
  }

  const onSubmit = handleSubmit((values) => {
    setFailure(null)
    submission.mutate(contactPayload(contactFormSchema.parse(values)))
  })

  const textField = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'company',
    label: string,
    {
      required = true,
      type = 'text',
      autoComplete,
    }: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => {
    const id = `contact-${name}`
    const error = errors[name]?.message
    return (
      <Field id={id} label={label} required={required} error={error}>
        <input
          type={type}
          autoComplete={autoComplete}
          className={controlClassName}
          {...controlAria(id, { error, required })}
          {...field(name)}
        />
      </Field>
    )
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {textField('firstName', 'First Name', { autoComplete: 'given-name' })}
        {textField('lastName', 'Last Name', { autoComplete: 'family-name' })}
        {textField('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {textField('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {textField('company', 'Company', { required: false, autoComplete: 'organization' })}
        <Field id="contact-inquiry" label="Inquiry Type">
          <select
            id="contact-inquiry"
            className={cn(controlClassName, 'appearance-auto')}
            {...field('inquiry')}
          >
            <option value="">Select an inquiry type</option>
            {inquiryTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="contact-message" label="Message" required error={errors.message?.message}>
        <textarea
          rows={4}
          className={cn(controlClassName, 'resize-y')}
          {...controlAria('contact-message', { error: errors.message?.message, required: true })}
          {...field('message')}
        />
      </Field>
      <label className="flex items-start gap-3 text-sm text-ink-muted">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          {...field('consent')}
        />
        <span>
          I agree to be contacted about my inquiry and to the handling of my information as
          described in the{' '}
          <Link
            href="/privacy-terms"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            Privacy Policy
          </Link>
          .
        </span>
      </label>
      <HoneypotField inputRef={honeypot} />
      {failure ? (
        <div
          role="alert"
          className="flex gap-3 rounded-control border border-danger-600/30 bg-danger-50 p-4 text-sm text-danger-700"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>{failure}</p>
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={submission.isPending} className="w-full sm:w-fit">
        {submission.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}

/** What the visitor reads when sending failed: the server's words when it gave a reason. */
function failureMessage(error: unknown, supportEmail: string): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage)
    return error.serverMessage
  return `We could not send your message. Please try again, or e-mail us at ${supportEmail}.`
}
