'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState, type FormEvent } from 'react'
import { privacyPolicyLink } from '@/components/site/privacy-policy-link'
import { Button } from '@/components/ui/button'
import { Field, InputField, controlAria, controlClassName, fieldIds } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { HoneypotField, honeypotEntry } from '@/components/ui/honeypot-field'
import { site } from '@/content/site'
import { cn } from '@/lib/cn'
import type { Offer } from '@/lib/offer-math'
import type { OfferLeadContact, OfferLeadFormValues } from '@/lib/schemas/offer-lead'
import { useLeadSubmission } from '@/lib/use-lead-submission'
import { useSchemaForm } from '@/lib/use-schema-form'

const loadSchema = () =>
  import('@/lib/schemas/offer-lead').then((module) => module.offerLeadContactSchema)

const emptyForm: OfferLeadFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  consent: false,
}

/** What POST /api/offer-check receives: the form's fields, the consent and the offers' terms. */
type OfferLeadPayload = OfferLeadContact & { offers: Offer[] }

/**
 * "Send these offers to our team" (issue 38, item 4; decision 0034): under the offer check's
 * offers, a button that opens the contact form's fields and a consent. Nothing leaves the browser
 * until the visitor sends the form; then the offers' terms go with it (never the figures the page
 * worked out: the server recomputes them). Validation, failures and the success notice are the
 * contact form's (`useSchemaForm`, `useLeadSubmission`). Its words are the `OfferLead` messages,
 * with the field labels of `ContactForm`: the page's client messages must include both.
 */
export function SendOffersForm({ offers }: { offers: Offer[] }) {
  const t = useTranslations('OfferLead')
  const labels = useTranslations('ContactForm')
  const locale = useLocale()
  const id = useId()
  const formId = `${id}-send-offers`
  const [open, setOpen] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const { formRef, field, errors, showErrors, failure, handleSubmit, reset } = useSchemaForm({
    defaultValues: emptyForm,
    loadSchema,
  })
  const submission = useLeadSubmission<OfferLeadPayload>({
    url: '/api/offer-check',
    successMessage: t('success'),
    failureLog: 'Failed to send offers from the offer check',
    supportEmail: site.supportEmail,
    onSuccess: () => {
      reset()
      setOpen(false)
    },
    onFieldErrors: showErrors,
  })

  if (offers.length === 0) return null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return handleSubmit((values) =>
      submission.submit({ ...values, offers, ...honeypotEntry(honeypot.current) }),
    )(event)
  }

  const textField = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'company',
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <InputField
      id={`${formId}-${name}`}
      label={labels(name)}
      required={options.required ?? true}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      error={errors[name]}
      {...field(name)}
    />
  )
  const consentId = `${formId}-consent`

  return (
    <section aria-labelledby={`${formId}-title`} className="mt-8 grid gap-4">
      <h2 id={`${formId}-title`} className="sr-only">
        {t('title')}
      </h2>
      <Button
        type="button"
        size="lg"
        variant={open ? 'secondary' : 'primary'}
        // French is longer: on a phone the label may take two lines.
        className="h-auto min-h-13 w-full py-2 whitespace-normal sm:w-fit"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((current) => !current)}
      >
        {t('open')}
      </Button>
      {/* Rendered while closed too, hidden, so that the button's aria-controls names an element. */}
      <form
        id={formId}
        ref={formRef}
        hidden={!open}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${formId}-title`}
        className="relative grid gap-5 rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
      >
        <p className="text-sm text-ink-muted">{t('intro')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          {textField('firstName', { autoComplete: 'given-name' })}
          {textField('lastName', { autoComplete: 'family-name' })}
          {textField('email', { type: 'email', autoComplete: 'email' })}
          {textField('phone', { type: 'tel', autoComplete: 'tel' })}
          {textField('company', { required: false, autoComplete: 'organization' })}
        </div>
        <Field id={`${formId}-message`} label={t('message')} error={errors.message}>
          <textarea
            rows={3}
            className={cn(controlClassName, 'resize-y')}
            {...controlAria(`${formId}-message`, { error: errors.message })}
            {...field('message')}
          />
        </Field>
        <div className="grid gap-1.5">
          <label className="flex items-start gap-3 text-sm text-ink-muted">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              {...controlAria(consentId, { error: errors.consent, required: true })}
              {...field('consent')}
            />
            <span>{t.rich('consent', { link: privacyPolicyLink(locale) })}</span>
          </label>
          <p
            id={fieldIds(consentId).errorId}
            role="alert"
            className={cn('text-sm font-medium text-danger-700', !errors.consent && 'hidden')}
          >
            {errors.consent}
          </p>
        </div>
        <HoneypotField inputRef={honeypot} />
        <FormAlert message={failure ?? submission.failure} />
        <Button type="submit" size="lg" disabled={submission.pending} className="w-full sm:w-fit">
          {submission.pending ? t('sending') : t('send')}
        </Button>
      </form>
    </section>
  )
}
