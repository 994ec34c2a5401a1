'use client'

import Link from 'next/link'
import { useRef, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, InputField, controlAria, controlClassName } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { cn } from '@/lib/cn'
import type { ContactSubmission } from '@/lib/schemas/contact'
import { contactPayload, emptyContactForm, inquiryTypes } from '@/lib/schemas/contact-options'
import { useLeadSubmission } from '@/lib/use-lead-submission'
import { useSchemaForm } from '@/lib/use-schema-form'

export const CONTACT_SUCCESS_MESSAGE = 'Thanks! Your message has been received.'

const loadSchema = () => import('@/lib/schemas/contact').then((module) => module.contactFormSchema)

/**
 * 'Send Us a Message' (docs/product.md, Contact, sections 4, 5 and 8). Validates on submit with the
 * shared schema; editing a field clears its error; success resets the form and shows a notice for
 * 5 s; a failure keeps every value and says what to do (going beyond the original brief, which showed nothing; docs/product.md, Contact).
 */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const honeypot = useRef<HTMLInputElement>(null)
  const { formRef, field, errors, showErrors, failure, handleSubmit, reset } = useSchemaForm({
    defaultValues: emptyContactForm,
    loadSchema,
  })

  const submission = useLeadSubmission<ContactSubmission>({
    url: '/api/contact',
    successMessage: CONTACT_SUCCESS_MESSAGE,
    failureLog: 'Failed to submit contact form',
    supportEmail,
    onSuccess: reset,
    onFieldErrors: showErrors,
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return handleSubmit((values) =>
      submission.submit({ ...contactPayload(values), ...honeypotEntry(honeypot.current) }),
    )(event)
  }

  const textField = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'company',
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <InputField
      id={`contact-${name}`}
      label={label}
      required={options.required ?? true}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      error={errors[name]}
      {...field(name)}
    />
  )

  return (
    <form
      ref={formRef}
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
      <Field id="contact-message" label="Message" required error={errors.message}>
        <textarea
          rows={4}
          className={cn(controlClassName, 'resize-y')}
          {...controlAria('contact-message', { error: errors.message, required: true })}
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
      <FormAlert message={failure ?? submission.failure} />
      <Button type="submit" size="lg" disabled={submission.pending} className="w-full sm:w-fit">
        {submission.pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
