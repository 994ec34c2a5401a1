'use client'

import { Dialog } from 'radix-ui'
import { Eye, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { readinessText } from '@/content/readiness'
import { readinessSummary } from '@/lib/readiness'
import type { LeadWork } from '@/server/admin/lead-work'
import type { OfferTable } from '@/server/admin/offer-table'
import type { LeadListName } from '@/server/admin/lists'
import type { ContactSubmissionRecord } from '@/server/db/repositories/contact-submissions'
import type { PartnershipInquiryRecord } from '@/server/db/repositories/partnership-inquiries'
import { formatSubmittedAt } from './format'
import { LeadWorkPanel } from './lead-work'
import { LoadError } from './list-states'
import { OfferTableView } from './offer-table'
import { useAdminQuery } from './use-admin-api'

type LeadList = LeadListName

type Field<Lead> = { label: string; value: (lead: Lead) => string | undefined; long?: boolean }

const contactFields: Field<ContactSubmissionRecord>[] = [
  { label: 'E-mail', value: (lead) => lead.email },
  { label: 'Phone', value: (lead) => lead.phone },
  { label: 'Company', value: (lead) => lead.company },
  { label: 'Received', value: (lead) => formatSubmittedAt(lead.submittedAt) },
  { label: 'Message', value: (lead) => lead.message, long: true },
  {
    // Sent from the readiness check (issue 39): question → answer, in the team's language.
    label: 'Readiness check',
    value: (lead) =>
      lead.readinessAnswers &&
      readinessSummary(lead.readinessAnswers, readinessText, 'None')
        .map(({ question, answer }) => `${question} → ${answer}`)
        .join('\n'),
    long: true,
  },
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

/** The lead whose details are open, as its card names it. */
export type OpenedLead = { list: LeadList; id: string; name: string }

const openerKey = (lead: OpenedLead) => `${lead.list}:${lead.id}`

/** "View all" on a lead card: opens the lead's details (`LeadDetailsDialog`). */
export function ViewAllButton({
  lead,
  onOpen,
}: {
  lead: OpenedLead
  onOpen: (lead: OpenedLead) => void
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`View all of ${lead.name}'s details`}
      aria-haspopup="dialog"
      data-opens-lead={openerKey(lead)}
      onClick={() => onOpen(lead)}
    >
      <Eye aria-hidden /> View all
    </Button>
  )
}

/**
 * The whole lead and the team's work on it, read from the server when the dialog opens (the card
 * shows a preview), so each full reading is one audit event (`record.viewed`). It is rendered
 * above the list, not in the lead's card: a search settling, a refetch or a status that takes the
 * lead out of the list replaces the cards, and the dialog stays open until the person closes it.
 */
export function LeadDetailsDialog({
  lead,
  canAssign,
  onClose,
}: {
  lead: OpenedLead | null
  /** Owners give a lead to someone; members see who has it. */
  canAssign: boolean
  onClose: () => void
}) {
  return (
    <Dialog.Root open={lead !== null} onOpenChange={(open) => !open && onClose()}>
      {lead ? (
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
          <Dialog.Content
            className="fixed top-1/2 left-1/2 z-[90] max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-raised"
            onCloseAutoFocus={(event) => {
              // Back to the card's "View all", whichever element renders it now.
              const opener = document.querySelector<HTMLElement>(
                `[data-opens-lead="${CSS.escape(openerKey(lead))}"]`,
              )
              if (!opener) return
              event.preventDefault()
              opener.focus()
            }}
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-lg font-semibold text-ink">{lead.name}</Dialog.Title>
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
            <LeadFields key={openerKey(lead)} list={lead.list} id={lead.id} canAssign={canAssign} />
          </Dialog.Content>
        </Dialog.Portal>
      ) : null}
    </Dialog.Root>
  )
}

/** Mounted only while the dialog is open, so the lead is fetched (and audited) on opening. */
function LeadFields({ list, id, canAssign }: { list: LeadList; id: string; canAssign: boolean }) {
  // The record as sent, and the team's work on it beside.
  const query = useAdminQuery<
    (ContactSubmissionRecord | PartnershipInquiryRecord) & {
      work: LeadWork
      /** A lead sent from the offer check: its offers, recomputed. */
      offerTable?: OfferTable
    }
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
      {lead.offerTable ? <OfferTableView table={lead.offerTable} /> : null}
      <LeadWorkPanel list={list} id={id} work={lead.work} canAssign={canAssign} />
    </>
  )
}
