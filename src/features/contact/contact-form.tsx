'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRef, type FormEvent } from 'react'
import { privacyPolicyLink } from '@/components/site/privacy-policy-link'
import { Button } from '@/components/ui/button'
import { Field, InputField, controlAria, controlClassName } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { listMessage } from '@/i18n/list-message'
import { cn } from '@/lib/cn'
import type { ContactSubmission } from '@/lib/schemas/contact'
import { contactPayload, emptyContactForm, inquiryTypes } from '@/lib/schemas/contact-options'
import { useLeadSubmission } from '@/lib/use-lead-submission'
import { useSchemaForm } from '@/lib/use-schema-form'

const loadSchema = () => import('@/lib/schemas/contact').then((module) => module.contactFormSchema)

/**
 * 'Send Us a Message' (docs/product.md, Contact, sections 4, 5 and 8). Validates on submit with the
 * shared schema; editing a field clears its error; success resets the form and shows a notice for
 * 5 s; a failure keeps every value and says what to do (going beyond the original brief, which showed nothing; docs/product.md, Contact).
 */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const honeypot = useRef<HTMLInputElement>(null)
  const t = useTranslations('ContactForm')
  const locale = useLocale()
  const inquiryLabels = listMessage(t('inquiryTypes'))
  const { formRef, field, errors, showErrors, failure, handleSubmit, reset } = useSchemaForm({
    defaultValues: emptyContactForm,
    loadSchema,
  })

  const submission = useLeadSubmission<ContactSubmission>({
    url: '/api/contact',
    successMessage: t('success'),
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
        {textField('firstName', t('firstName'), { autoComplete: 'given-name' })}
        {textField('lastName', t('lastName'), { autoComplete: 'family-name' })}
        {textField('email', t('email'), { type: 'email', autoComplete: 'email' })}
        {textField('phone', t('phone'), { type: 'tel', autoComplete: 'tel' })}
        {textField('company', t('company'), { required: false, autoComplete: 'organization' })}
        <Field id="contact-inquiry" label={t('inquiry')}>
          <select
            id="contact-inquiry"
            className={cn(controlClassName, 'appearance-auto')}
            {...field('inquiry')}
          >
            <option value="">{t('chooseInquiry')}</option>
            {inquiryTypes.map((option, index) => (
              <option key={option.value} value={option.value}>
                {inquiryLabels[index]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="contact-message" label={t('message')} required error={errors.message}>
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
        <span>{t.rich('consent', { link: privacyPolicyLink(locale) })}</span>
      </label>
      <HoneypotField inputRef={honeypot} />
      <FormAlert message={failure ?? submission.failure} />
      <Button type="submit" size="lg" disabled={submission.pending} className="w-full sm:w-fit">
        {submission.pending ? t('sending') : t('send')}
      </Button>
    </form>
  )
}
