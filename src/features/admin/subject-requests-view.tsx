'use client'

import { useMutation } from '@tanstack/react-query'
import { Download, Search, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { ApiError } from '@/lib/api-request'
import { toast } from '@/lib/toast'
import type {
  ChatLink,
  ErasureCounts,
  SubjectCounts,
  SubjectData,
} from '@/server/privacy/subject-requests'
import { subjectRequest } from './admin-api'
import { ChatTranscript } from './chat-transcript'
import { ConfirmDialog } from './confirm-dialog'
import { formatSubmittedAt, previewMessage } from './format'
import { SignInForm } from './sign-in-form'

type Found = { email: string; data: SubjectData; counts: SubjectCounts }

const chatLinkText: Record<ChatLink, string> = {
  'mentions-address': 'a message mentions the address',
  'sent-contact-form': 'held in the browser that sent a contact form',
  'sent-partnership-form': 'held in the browser that sent a partnership inquiry',
}

/** "2 contact form submissions, 1 chat conversation (4 messages)...": what the counts hold. */
function describeCounts(counts: SubjectCounts): string[] {
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`
  return [
    counts.contactSubmissions &&
      plural(counts.contactSubmissions, 'contact form submission', 'contact form submissions'),
    counts.partnershipInquiries &&
      plural(counts.partnershipInquiries, 'partnership inquiry', 'partnership inquiries'),
    counts.newsletterSubscriptions &&
      plural(
        counts.newsletterSubscriptions,
        'newsletter subscription with its consent history',
        'newsletter subscriptions with their consent history',
      ),
    counts.chatConversations &&
      `${plural(counts.chatConversations, 'chat conversation', 'chat conversations')} (${plural(counts.chatMessages, 'message', 'messages')})`,
    counts.checklistEmails &&
      plural(counts.checklistEmails, 'readiness checklist e-mail', 'readiness checklist e-mails'),
  ].filter((text): text is string => Boolean(text))
}

/** What went wrong, in the server's words when it gave any. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage
  return 'The request did not go through. Please check your connection and try again.'
}

/** Saves the export the server answered as the file it names. */
async function downloadExport(email: string) {
  const response = await subjectRequest('export', { email })
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'personal-data.json'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/**
 * The Privacy requests tab (owners): find everything held about an e-mail address, export it as
 * one JSON file for the person, or erase it (decision 0019). The address is sent in request
 * bodies only.
 */
export function SubjectRequestsView() {
  const [email, setEmail] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [signedOut, setSignedOut] = useState(false)
  const resultHeading = useRef<HTMLHeadingElement>(null)

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) setSignedOut(true)
  }

  const search = useMutation({
    mutationFn: async (address: string) =>
      (await (await subjectRequest('search', { email: address })).json()) as Omit<Found, 'email'>,
    onSuccess: (answer, address) => setFound({ email: address, ...answer }),
    onError,
  })

  const exportData = useMutation({
    mutationFn: downloadExport,
    onSuccess: () =>
      toast({
        title: 'Export downloaded',
        description: 'Send the file to the person who asked.',
        variant: 'success',
      }),
    onError: (error) => {
      onError(error)
      toast({ title: 'Could not export', description: messageOf(error), variant: 'error' })
    },
  })

  const erase = useMutation({
    mutationFn: async (address: string) =>
      (
        (await (await subjectRequest('erase', { email: address, confirm: true })).json()) as {
          counts: ErasureCounts
        }
      ).counts,
    onSuccess: (counts, address) => {
      toast({
        title: 'Data erased',
        description: describeCounts(counts).join(', ') || 'Nothing was held.',
        variant: 'success',
      })
      search.mutate(address)
    },
    onError: (error) => {
      onError(error)
      toast({ title: 'Could not erase', description: messageOf(error), variant: 'error' })
    },
  })

  // A new answer is announced by moving focus to its heading.
  useEffect(() => {
    if (found) resultHeading.current?.focus()
  }, [found])

  if (signedOut) return <SignInForm />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    search.mutate(email.trim())
  }
  const fieldError = search.error instanceof ApiError ? search.error.fieldMessages.email : undefined
  const formError = search.isError && !fieldError ? messageOf(search.error) : null
  const held = found ? describeCounts(found.counts) : []

  return (
    <section aria-labelledby="subject-requests-title" className="grid gap-6">
      <div>
        <h2 id="subject-requests-title" className="text-2xl font-bold tracking-tight text-ink">
          Privacy Requests
        </h2>
        <p className="mt-1 max-w-2xl text-ink-muted">
          When someone asks what we hold about them, or asks us to delete it, search for their
          e-mail address. Every search, export and erasure is recorded in the audit trail.
        </p>
      </div>

      <form onSubmit={submit} noValidate className="flex max-w-xl flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <InputField
            id="subject-email"
            label="E-mail address"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError}
          />
        </div>
        <Button type="submit" disabled={search.isPending}>
          <Search aria-hidden /> Search
        </Button>
      </form>
      <FormAlert message={formError} />

      {found ? (
        <div className="grid gap-6" aria-busy={search.isPending}>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h3
              ref={resultHeading}
              tabIndex={-1}
              className="text-xl font-semibold text-ink outline-none"
            >
              {held.length
                ? `What we hold about ${found.email}`
                : `Nothing found for ${found.email}`}
            </h3>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                disabled={exportData.isPending}
                onClick={() => exportData.mutate(found.email)}
              >
                <Download aria-hidden /> Export
              </Button>
              {held.length ? (
                <ConfirmDialog
                  trigger={
                    <Button className="bg-danger-600 hover:bg-danger-700">
                      <Trash2 aria-hidden /> Erase
                    </Button>
                  }
                  title={`Erase everything about ${found.email}?`}
                  description={
                    <>
                      <p>
                        These will be deleted permanently, with any e-mail not yet sent about them:
                      </p>
                      <ul className="mt-2 list-disc pl-5">
                        {held.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                      <p className="mt-2">
                        The address is kept only as a code, so it cannot be re-subscribed without a
                        new confirmation. This cannot be undone.
                      </p>
                    </>
                  }
                  confirmLabel="Erase permanently"
                  pending={erase.isPending}
                  onConfirm={() => erase.mutate(found.email)}
                />
              ) : null}
            </div>
          </div>
          {found.data.erasedBefore ? (
            <p className="text-sm text-ink-muted">
              This address was erased on {formatSubmittedAt(found.data.erasedBefore)}.
            </p>
          ) : null}
          {held.length ? <FoundData data={found.data} counts={found.counts} /> : null}
        </div>
      ) : null}
    </section>
  )
}

/** One source's records under a heading that counts them. */
function Source({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-white p-5 shadow-card">
      <h4 className="font-semibold text-ink">
        {title} <span className="text-ink-muted">({count})</span>
      </h4>
      {count ? (
        <ul className="mt-3 grid gap-3 text-sm">{children}</ul>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">None.</p>
      )}
    </section>
  )
}

function FoundData({ data, counts }: { data: SubjectData; counts: SubjectCounts }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Source title="Contact form submissions" count={counts.contactSubmissions}>
        {data.contactSubmissions.map((lead) => (
          <li key={lead.id}>
            <p className="font-medium text-ink">
              {lead.firstName} {lead.lastName} · {formatSubmittedAt(lead.submittedAt)}
            </p>
            <p className="text-ink-muted">
              {[lead.phone, lead.company].filter(Boolean).join(' · ')}
            </p>
            {lead.message ? <p className="text-ink-muted">{previewMessage(lead.message)}</p> : null}
          </li>
        ))}
      </Source>
      <Source title="Partnership inquiries" count={counts.partnershipInquiries}>
        {data.partnershipInquiries.map((lead) => (
          <li key={lead.id}>
            <p className="font-medium text-ink">
              {lead.firstName} {lead.lastName} ({lead.company}) ·{' '}
              {formatSubmittedAt(lead.submittedAt)}
            </p>
            <p className="text-ink-muted">{previewMessage(lead.partnershipGoals)}</p>
          </li>
        ))}
      </Source>
      <Source title="Newsletter subscription" count={counts.newsletterSubscriptions}>
        {data.newsletterSubscriptions.map((subscription) => (
          <li key={subscription.id}>
            <p className="font-medium text-ink capitalize">{subscription.status}</p>
            <ol className="mt-1 grid gap-0.5 text-ink-muted" aria-label="Consent history">
              {subscription.consentHistory.map((entry, index) => (
                <li key={index}>
                  {[entry.event, formatSubmittedAt(String(entry.at)), entry.source]
                    .filter(Boolean)
                    .map(String)
                    .join(' · ')}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </Source>
      <Source title="Chat conversations" count={counts.chatConversations}>
        {data.chatConversations.map((conversation) => (
          <li key={conversation.id}>
            <p className="font-medium text-ink">
              {formatSubmittedAt(conversation.startedAt)} · {conversation.messages.length} messages
            </p>
            <p className="text-ink-muted">
              Linked because {conversation.linkedBy.map((link) => chatLinkText[link]).join('; ')}
            </p>
            <ChatTranscript messages={conversation.messages} />
          </li>
        ))}
      </Source>
    </div>
  )
}
