'use client'

import { useRef, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { controlClassName } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { cn } from '@/lib/cn'
import {
  NOT_SPECIFIED,
  type PartnershipInquiry,
  type PartnershipType,
} from '@/lib/schemas/partnership'
import { useLeadSubmission } from '@/lib/use-lead-submission'
import { PARTNERSHIP_SUCCESS_MESSAGE } from './partnership-form'

const interests: { value: PartnershipType; label: string }[] = [
  { value: 'lender', label: 'Lending Partner' },
  { value: 'referral', label: 'Referral Partner' },
  { value: 'api', label: 'API Integration' },
  { value: 'other', label: 'Other' },
]

/**
 * The /partner-contact form: the browser's own required-field checks only (SPEC), and, going
 * beyond SPEC's unwired form, sent to the partnership endpoint so no partner lead is dropped.
 */
export function PartnerContactForm({ supportEmail }: { supportEmail: string }) {
  const formRef = useRef<HTMLFormElement>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const submission = useLeadSubmission<PartnershipInquiry>({
    url: '/api/partnerships',
    successMessage: PARTNERSHIP_SUCCESS_MESSAGE,
    failureLog: 'Failed to submit partnership inquiry',
    supportEmail,
    onSuccess: () => formRef.current?.reset(),
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '').trim()
    submission.submit({
      company: text('company'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      phone: text('phone'),
      jobTitle: NOT_SPECIFIED,
      partnershipType: text('partnershipType') as PartnershipType,
      businessDescription: 'Partner contact form inquiry',
      fundingRange: NOT_SPECIFIED,
      clientVolume: NOT_SPECIFIED,
      partnershipGoals: text('comments'),
      consent: data.get('consent') === 'on',
      ...honeypotEntry(honeypot.current),
    })
  }

  const label = (htmlFor: string, text: string, required = true) => (
    <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
      {text}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger-600">
          *
        </span>
      ) : null}
    </label>
  )

  return (
    <form ref={formRef} onSubmit={onSubmit} aria-label="Partner contact" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5 sm:col-span-2">
          {label('pc-company', 'Company')}
          <input
            id="pc-company"
            name="company"
            required
            autoComplete="organization"
            className={controlClassName}
          />
        </div>
        <div className="grid gap-1.5">
          {label('pc-first', 'First Name')}
          <input
            id="pc-first"
            name="firstName"
            required
            autoComplete="given-name"
            className={controlClassName}
          />
        </div>
        <div className="grid gap-1.5">
          {label('pc-last', 'Last Name')}
          <input
            id="pc-last"
            name="lastName"
            required
            autoComplete="family-name"
            className={controlClassName}
          />
        </div>
        <div className="grid gap-1.5">
          {label('pc-email', 'Business Email')}
          <input
            id="pc-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            className={controlClassName}
          />
        </div>
        <div className="grid gap-1.5">
          {label('pc-phone', 'Phone')}
          <input
            id="pc-phone"
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            className={controlClassName}
          />
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          {label('pc-interest', 'Partnership Interest')}
          <select
            id="pc-interest"
            name="partnershipType"
            required
            defaultValue=""
            className={cn(controlClassName, 'appearance-auto')}
          >
            <option value="" disabled>
              Select your interest
            </option>
            {interests.map((interest) => (
              <option key={interest.value} value={interest.value}>
                {interest.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          {label('pc-comments', 'Comments')}
          <textarea
            id="pc-comments"
            name="comments"
            rows={5}
            required
            className={cn(controlClassName, 'resize-y')}
          />
        </div>
      </div>
      <label className="flex items-start gap-3 text-sm text-ink-muted">
        <input type="checkbox" name="consent" className="mt-0.5 size-4 shrink-0 accent-brand-600" />
        <span>I agree to be contacted about this partnership.</span>
      </label>
      <HoneypotField inputRef={honeypot} />
      <FormAlert message={submission.failure} />
      <Button type="submit" size="lg" disabled={submission.pending} className="w-full sm:w-fit">
        {submission.pending ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  )
}
