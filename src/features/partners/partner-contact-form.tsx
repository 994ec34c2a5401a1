'use client'

import { useRef, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, InputField, controlClassName } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { cn } from '@/lib/cn'
import type { PartnershipInquiry } from '@/lib/schemas/partnership'
import {
  NOT_SPECIFIED,
  PARTNERSHIP_SUCCESS_MESSAGE,
  type PartnershipType,
} from '@/lib/schemas/partnership-options'
import { useLeadSubmission } from '@/lib/use-lead-submission'

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

  return (
    <form ref={formRef} onSubmit={onSubmit} aria-label="Partner contact" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <InputField
            id="pc-company"
            name="company"
            label="Company"
            required
            browserRequired
            autoComplete="organization"
          />
        </div>
        <InputField
          id="pc-first"
          name="firstName"
          label="First Name"
          required
          browserRequired
          autoComplete="given-name"
        />
        <InputField
          id="pc-last"
          name="lastName"
          label="Last Name"
          required
          browserRequired
          autoComplete="family-name"
        />
        <InputField
          id="pc-email"
          name="email"
          label="Business Email"
          required
          browserRequired
          type="email"
          autoComplete="email"
        />
        <InputField
          id="pc-phone"
          name="phone"
          label="Phone"
          required
          browserRequired
          type="tel"
          autoComplete="tel"
        />
        <div className="grid gap-1.5 sm:col-span-2">
          <Field id="pc-interest" label="Partnership Interest" required>
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
          </Field>
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <Field id="pc-comments" label="Comments" required>
            <textarea
              id="pc-comments"
              name="comments"
              rows={5}
              required
              className={cn(controlClassName, 'resize-y')}
            />
          </Field>
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
