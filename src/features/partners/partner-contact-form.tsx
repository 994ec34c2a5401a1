'use client'

import { useTranslations } from 'next-intl'
import { useRef, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, InputField, controlAria, controlClassName } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { cn } from '@/lib/cn'
import type { PartnershipInquiry } from '@/lib/schemas/partnership'
import {
  emptyPartnershipForm,
  loadPartnershipSchema,
  partnerContactInterests,
} from '@/lib/schemas/partnership-options'
import { useLeadSubmission } from '@/lib/use-lead-submission'
import { useSchemaForm } from '@/lib/use-schema-form'

const defaultValues = emptyPartnershipForm({
  partnershipType: '',
  businessDescription: 'Partner contact form inquiry',
})

/**
 * The /partner-contact form: the browser's own required-field checks (docs/product.md, Partner contact), then the shared
 * partnership schema as on every lead form; going beyond the original brief's unwired form, sent to the
 * partnership endpoint so no partner lead is dropped. Answers it does not ask for (job title,
 * funding range, client volume) are sent as 'Not specified'.
 */
export function PartnerContactForm({ supportEmail }: { supportEmail: string }) {
  const honeypot = useRef<HTMLInputElement>(null)
  const t = useTranslations('PartnershipForm')
  const { formRef, field, errors, showErrors, failure, handleSubmit, reset } = useSchemaForm({
    defaultValues,
    loadSchema: loadPartnershipSchema,
  })
  const submission = useLeadSubmission<PartnershipInquiry>({
    url: '/api/partnerships',
    successMessage: t('success'),
    failureLog: 'Failed to submit partnership inquiry',
    supportEmail,
    onSuccess: reset,
    onFieldErrors: showErrors,
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return handleSubmit((inquiry) =>
      submission.submit({ ...inquiry, ...honeypotEntry(honeypot.current) }),
    )(event)
  }

  const input = (
    id: string,
    name: 'company' | 'firstName' | 'lastName' | 'email' | 'phone',
    label: string,
    options: { type?: string; autoComplete: string },
  ) => (
    <InputField
      id={id}
      label={label}
      required
      browserRequired
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      error={errors[name]}
      {...field(name)}
    />
  )

  return (
    <form ref={formRef} onSubmit={onSubmit} aria-label={t('contactLabel')} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {input('pc-company', 'company', t('company'), { autoComplete: 'organization' })}
        </div>
        {input('pc-first', 'firstName', t('firstName'), { autoComplete: 'given-name' })}
        {input('pc-last', 'lastName', t('lastName'), { autoComplete: 'family-name' })}
        {input('pc-email', 'email', t('email'), { type: 'email', autoComplete: 'email' })}
        {input('pc-phone', 'phone', t('phone'), { type: 'tel', autoComplete: 'tel' })}
        <div className="grid gap-1.5 sm:col-span-2">
          <Field id="pc-interest" label={t('interest')} required error={errors.partnershipType}>
            <select
              required
              className={cn(controlClassName, 'appearance-auto')}
              {...controlAria('pc-interest', { error: errors.partnershipType })}
              {...field('partnershipType')}
            >
              <option value="" disabled>
                {t('chooseInterest')}
              </option>
              {partnerContactInterests.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <Field id="pc-comments" label={t('comments')} required error={errors.partnershipGoals}>
            <textarea
              rows={5}
              required
              className={cn(controlClassName, 'resize-y')}
              {...controlAria('pc-comments', { error: errors.partnershipGoals })}
              {...field('partnershipGoals')}
            />
          </Field>
        </div>
      </div>
      <label className="flex items-start gap-3 text-sm text-ink-muted">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          {...field('consent')}
        />
        <span>{t('contactConsent')}</span>
      </label>
      <HoneypotField inputRef={honeypot} />
      <FormAlert message={failure ?? submission.failure} />
      <Button type="submit" size="lg" disabled={submission.pending} className="w-full sm:w-fit">
        {submission.pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}
