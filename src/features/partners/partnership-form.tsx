'use client'

import { useRef, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, InputField, controlAria, controlClassName } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { cn } from '@/lib/cn'
import type { PartnershipInquiry } from '@/lib/schemas/partnership'
import {
  PARTNERSHIP_SUCCESS_MESSAGE,
  emptyPartnershipForm,
  loadPartnershipSchema,
  selectablePartnershipTypes,
  type PartnershipType,
} from '@/lib/schemas/partnership-options'
import { useLeadSubmission } from '@/lib/use-lead-submission'
import { useSchemaForm } from '@/lib/use-schema-form'

const fundingRanges = ['Under $250K', '$250K - $1M', '$1M - $5M', '$5M - $10M', 'Over $10M']
const clientVolumes = ['1-10 a month', '11-50 a month', '51-200 a month', 'More than 200 a month']

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
  const { formRef, field, errors, showErrors, failure, handleSubmit, reset } = useSchemaForm({
    defaultValues: emptyPartnershipForm({
      partnershipType: presetType ?? '',
      businessDescription,
    }),
    loadSchema: loadPartnershipSchema,
  })
  const submission = useLeadSubmission<PartnershipInquiry>({
    url: '/api/partnerships',
    successMessage: PARTNERSHIP_SUCCESS_MESSAGE,
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

  const select = (name: 'fundingRange' | 'clientVolume', label: string, options: string[]) => (
    <Field id={`partnership-${name}`} label={label}>
      <select
        id={`partnership-${name}`}
        className={cn(controlClassName, 'appearance-auto')}
        {...field(name)}
      >
        <option value="">Select one (optional)</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
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
      aria-label="Partnership inquiry"
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {input('company', 'Company', { required: true, autoComplete: 'organization' })}
        {input('jobTitle', 'Job Title', { autoComplete: 'organization-title' })}
        {input('firstName', 'First Name', { required: true, autoComplete: 'given-name' })}
        {input('lastName', 'Last Name', { required: true, autoComplete: 'family-name' })}
        {input('email', 'Business Email', { required: true, type: 'email', autoComplete: 'email' })}
        {input('phone', 'Phone', { required: true, type: 'tel', autoComplete: 'tel' })}
        {presetType ? null : (
          <Field
            id="partnership-partnershipType"
            label="Partnership Type"
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
              <option value="">Select partnership type</option>
              {selectablePartnershipTypes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
        )}
        {select('fundingRange', 'Typical Funding Range', fundingRanges)}
        {select('clientVolume', 'Client Volume', clientVolumes)}
      </div>
      <Field
        id="partnership-partnershipGoals"
        label="Comments"
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
        <span>I agree to be contacted about this partnership inquiry.</span>
      </label>
      <HoneypotField inputRef={honeypot} />
      <FormAlert message={failure ?? submission.failure} />
      <Button type="submit" size="lg" disabled={submission.pending} className="w-full sm:w-fit">
        {submission.pending ? 'Submitting...' : 'Submit Inquiry'}
      </Button>
    </form>
  )
}
