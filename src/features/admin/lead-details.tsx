'use client'

import { Dialog } from 'radix-ui'
import { Eye, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { LeadWork } from '@/server/admin/lead-work'
import type { LeadListName } from '@/server/admin/lists'
import type { ContactSubmissionRecord } from '@/server/db/repositories/contact-submissions'
import type { PartnershipInquiryRecord } from '@/server/db/repositories/partnership-inquiries'
import { formatSubmittedAt } from './format'
import { LeadWorkPanel } from './lead-work'
import { LoadError } from './list-states'
import { useAdminQuery } from './use-admin-api'

type LeadList = LeadListName

type Field<Lead> = { label: string; value: (lead: Lead) => string | undefined; long?: boolean }

const contactFields: Field<ContactSubmissionRecord>[] = [
  { label: 'E-mail', value: (lead) => lead.email },
  { label: 'Phone', value: (lead) => lead.phone },
  { label: 'Company', value: (lead) => lead.company },
  { label: 'Received', value: (lead) => formatSubmittedAt(lead.submittedAt) },
  { label: 'Message', value: (lead) => lead.message, long: true },
]

const partnershipFields: Field<PartnershipInquiryRecord>[] = [
  { label: 'Company', value: (lead) => lead.company },
  { label: 'Job title', value: (lead) => lead.jobTitle },
  { label: 'E-mail', value: (lead) => lead.email },
  { label: 'Phone', value: (lead) => lead.phone },
  { label: 'Partnership type', value: (lead) => lead.partnershipType },
  { label: 'Business', value: (lead) => lead.businessDescription, long: true },
  { label: 'Funding range', value: (lead) => lead.fundingRange },
  { label: 'Client volume', value: (lead) => lead.clientVolume },
  { label: 'Consent to contact', value: (lead) => (lead.consent ? 'Yes' : 'No') },
  { label: 'Received', value: (lead) => formatSubmittedAt(lead.submittedAt) },
  { label: 'Comments', value: (lead) => lead.partnershipGoals, long: true },
]

/**
 * "View all" on a lead card: the whole lead and the team's work on it, read from the server when
 * the dialog opens (the card shows a preview), so each full reading is one audit event
 * (`record.viewed`).
 */
export function LeadDetails({
  list,
  id,
  name,
  canAssign,
}: {
  list: LeadList
  id: string
  name: string
  /** Owners give a lead to someone; members see who has it. */
  canAssign: boolean
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`View all of ${name}'s details`}>
          <Eye aria-hidden /> View all
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[90] max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-raised">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">{name}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close">
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Everything this person sent, and the team’s work on it. Opening it is recorded in the
            audit log.
          </Dialog.Description>
          <LeadFields list={list} id={id} canAssign={canAssign} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Mounted only while the dialog is open, so the lead is fetched (and audited) on opening. */
function LeadFields({ list, id, canAssign }: { list: LeadList; id: string; canAssign: boolean }) {
  // The record as sent, and the team's work on it beside.
  const query = useAdminQuery<
    (ContactSubmissionRecord | PartnershipInquiryRecord) & { work: LeadWork }
  >(`/api/admin/${list}/${encodeURIComponent(id)}`)
  if (query.isPending) return <p className="mt-4 text-sm text-ink-muted">Loading…</p>
  if (query.isError || !query.data) {
    return (
      <div className="mt-4">
        <LoadError>This lead could not be loaded. It may have been deleted.</LoadError>
      </div>
    )
  }
  const lead = query.data
  const fields = (list === 'contacts' ? contactFields : partnershipFields) as Field<typeof lead>[]
  return (
    <>
      <dl className="mt-4 grid gap-3 text-sm">
        {fields.map((field) => {
          const value = field.value(lead)
          if (!value) return null
          return (
            <div key={field.label} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
              <dt className="font-medium text-ink-muted">{field.label}</dt>
              <dd className={field.long ? 'break-words whitespace-pre-line text-ink' : 'text-ink'}>
                {value}
              </dd>
            </div>
          )
        })}
      </dl>
      <LeadWorkPanel list={list} id={id} work={lead.work} canAssign={canAssign} />
    </>
  )
}
