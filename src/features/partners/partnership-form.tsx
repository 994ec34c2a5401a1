'use client'

import { useTranslations } from 'next-intl'
import { useRef, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, InputField, controlAria, controlClassName } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { listMessage } from '@/i18n/list-message'
import { cn } from '@/lib/cn'
import type { PartnershipInquiry } from '@/lib/schemas/partnership'
import {
  clientVolumes,
  emptyPartnershipForm,
  fundingRanges,
  loadPartnershipSchema,
  selectablePartnershipTypes,
  type PartnershipType,
} from '@/lib/schemas/partnership-options'
import { useLeadSubmission } from '@/lib/use-lead-submission'
import { useSchemaForm } from '@/lib/use-schema-form'

/**
 * The partnership inquiry form of the hub, lenders, referral and API pages (docs/product.md, Data):
 * the hub asks for the partnership type; the other pages preset it.
 */
export function PartnershipForm({
  presetType,
  businessDescription,
  supportEmail,
}: {
  /** Preset on the lenders, referral and API pages; absent on the hub, which shows a selector. */
  presetType?: PartnershipType
  /** Sent as businessDescription (a default per page: docs/product.md, Data). */
  businessDescription: string
  supportEmail: string
}) {
  const honeypot = useRef<HTMLInputElement>(null)
  const t = useTranslations('PartnershipForm')
  const { formRef, field, errors, showErrors, failure, handleSubmit, reset } = useSchemaForm({
    defaultValues: emptyPartnershipForm({
      partnershipType: presetType ?? '',
      businessDescription,
    }),
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
    name: 'company' | 'firstName' | 'lastName' | 'email' | 'phone' | 'jobTitle',
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <InputField
      id={`partnership-${name}`}
      label={label}
      required={options.required ?? false}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      error={errors[name]}
      {...field(name)}
    />
  )

  const select = (
    name: 'fundingRange' | 'clientVolume',
    label: string,
    values: string[],
    labels: string[],
  ) => (
    <Field id={`partnership-${name}`} label={label}>
      <select
        id={`partnership-${name}`}
        className={cn(controlClassName, 'appearance-auto')}
        {...field(name)}
      >
        <option value="">{t('optional')}</option>
        {values.map((value, index) => (
          <option key={value} value={value}>
            {labels[index]}
          </option>
        ))}
      </select>
    </Field>
  )

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('inquiryLabel')}
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {input('company', t('company'), { required: true, autoComplete: 'organization' })}
        {input('jobTitle', t('jobTitle'), { autoComplete: 'organization-title' })}
        {input('firstName', t('firstName'), { required: true, autoComplete: 'given-name' })}
        {input('lastName', t('lastName'), { required: true, autoComplete: 'family-name' })}
        {input('email', t('email'), { required: true, type: 'email', autoComplete: 'email' })}
        {input('phone', t('phone'), { required: true, type: 'tel', autoComplete: 'tel' })}
        {presetType ? null : (
          <Field
            id="partnership-partnershipType"
            label={t('type')}
            required
            error={errors.partnershipType}
          >
            <select
              className={cn(controlClassName, 'appearance-auto')}
              {...controlAria('partnership-partnershipType', {
                error: errors.partnershipType,
                required: true,
              })}
              {...field('partnershipType')}
            >
              <option value="">{t('chooseType')}</option>
              {selectablePartnershipTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
        )}
        {select('fundingRange', t('fundingRange'), fundingRanges, listMessage(t('fundingRanges')))}
        {select('clientVolume', t('clientVolume'), clientVolumes, listMessage(t('clientVolumes')))}
      </div>
      <Field
        id="partnership-partnershipGoals"
        label={t('comments')}
        required
        error={errors.partnershipGoals}
      >
        <textarea
          rows={5}
          className={cn(controlClassName, 'resize-y')}
          {...controlAria('partnership-partnershipGoals', {
            error: errors.partnershipGoals,
            required: true,
          })}
          {...field('partnershipGoals')}
        />
      </Field>
      <label className="flex items-start gap-3 text-sm text-ink-muted">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          {...field('consent')}
        />
        <span>{t('inquiryConsent')}</span>
      </label>
      <HoneypotField inputRef={honeypot} />
      <FormAlert message={failure ?? submission.failure} />
      <Button type="submit" size="lg" disabled={submission.pending} className="w-full sm:w-fit">
        {submission.pending ? t('submitting') : t('submitInquiry')}
      </Button>
    </form>
  )
}
