'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import type { FailedDeliveriesPage, FailedDelivery } from '@/server/admin/deliveries'
import { PAGE_SIZE, deliveriesUrl, retryDeliveryRequest } from './admin-api'
import { formatSubmittedAt, previewMessage } from './format'
import { SignInForm } from './sign-in-form'
import { LoadError, LoadingCards } from './list-states'
import { Pager } from './pager'
import { useAdminQuery } from './use-admin-api'

/** The worker retries on its own; the view follows it without a reload. */
const REFRESH_MS = 5000

/** Failed and given-up deliveries, page `page`: shared by the view and the tab's badge. */
export function useFailedDeliveries(page = 1) {
  return useAdminQuery<FailedDeliveriesPage>(deliveriesUrl(page), { refetchInterval: REFRESH_MS })
}

const channelNames: Record<FailedDelivery['channel'], string> = {
  'lead-email': 'Team e-mail',
  'lead-webhook': 'CRM webhook',
  'lead-digest': 'Morning digest',
  'newsletter-confirmation': 'Newsletter confirmation',
  'team-invitation': 'Team invitation',
  'checklist-email': 'Readiness checklist',
}

const subjectKinds: Record<FailedDelivery['subject']['type'], string> = {
  contact: 'Contact',
  partnership: 'Partnership inquiry',
  subscriber: 'Subscriber',
  invitation: 'Team invitation',
  digest: 'Leads of',
  checklist: 'Readiness checklist',
}

/** "Contact: Ada Lovelace", or "Contact (deleted)" once the record is gone. */
export function describeSubject(subject: FailedDelivery['subject']): string {
  const kind = subjectKinds[subject.type]
  return subject.name ? `${kind}: ${subject.name}` : `${kind} (deleted)`
}

/**
 * The Deliveries tab: notifications that failed (still being retried) or were given up, with the
 * last error and a "Retry now" for each (decision 0006).
 */
export function DeliveriesView() {
  const [page, setPage] = useState(1)
  const query = useFailedDeliveries(page)
  const queryClient = useQueryClient()

  const retry = useMutation({
    mutationFn: (delivery: FailedDelivery) => retryDeliveryRequest(delivery.id),
    onSuccess: (_response, delivery) => {
      toast({
        title: 'Retrying now',
        description: `${channelNames[delivery.channel]} about ${describeSubject(delivery.subject)}`,
        variant: 'success',
      })
      void queryClient.invalidateQueries()
    },
    onError: () => {
      toast({
        title: 'Could not retry',
        description: 'It was delivered already or is being sent now. The list is refreshed.',
        variant: 'error',
      })
      void queryClient.invalidateQueries()
    },
  })

  if (query.data === null) return <SignInForm />
  const result = query.data
  const pageCount = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1

  return (
    <section aria-labelledby="deliveries-title">
      <h2
        id="deliveries-title"
        className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink"
      >
        Failed Deliveries
        {result ? (
          <span
            className="rounded-full bg-brand-600 px-3 py-0.5 text-sm font-semibold text-white"
            aria-label={`${result.total} in total`}
          >
            {result.total}
          </span>
        ) : null}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Team e-mails, CRM webhooks and newsletter confirmations that did not go through. The site
        keeps retrying with a growing wait and gives up after the last attempt; Retry now tries once
        more at once.
      </p>

      <div className="mt-6" aria-busy={query.isPending}>
        {query.isPending ? (
          <LoadingCards />
        ) : query.isError ? (
          <LoadError>Failed to load deliveries. Please try again later.</LoadError>
        ) : result && result.items.length === 0 ? (
          <div className="rounded-card border border-dashed border-line bg-surface p-10 text-center">
            <p className="text-lg font-semibold text-ink">No failed deliveries</p>
            <p className="mt-1 text-ink-muted">Every notification so far went through.</p>
          </div>
        ) : result ? (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {result.items.map((delivery) => (
              <li key={delivery.id} className="flex">
                <DeliveryCard
                  delivery={delivery}
                  retrying={retry.isPending && retry.variables?.id === delivery.id}
                  onRetry={() => retry.mutate(delivery)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {result && result.total > PAGE_SIZE ? (
        <Pager page={page} pageCount={pageCount} onPage={setPage} />
      ) : null}
    </section>
  )
}

function DeliveryCard({
  delivery,
  retrying,
  onRetry,
}: {
  delivery: FailedDelivery
  retrying: boolean
  onRetry: () => void
}) {
  const subject = describeSubject(delivery.subject)
  const givenUp = delivery.givenUpAt !== null
  return (
    <article className="flex w-full flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-ink">{subject}</h3>
          <p className="text-sm text-ink-subtle">{channelNames[delivery.channel]}</p>
        </div>
        <span
          className={
            givenUp
              ? 'rounded-full bg-danger-600 px-3 py-0.5 text-sm font-semibold text-white'
              : 'rounded-full border border-line bg-surface px-3 py-0.5 text-sm font-semibold text-ink'
          }
        >
          {givenUp ? 'Given up' : 'Retrying'}
        </span>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-ink-subtle">Attempts</dt>
        <dd className="text-ink">{delivery.attempts}</dd>
        <dt className="text-ink-subtle">{givenUp ? 'Given up at' : 'Next attempt'}</dt>
        <dd className="text-ink">
          {formatSubmittedAt(givenUp ? delivery.givenUpAt : delivery.nextAttemptAt)}
        </dd>
        <dt className="text-ink-subtle">Last error</dt>
        <dd className="break-words text-danger-700">{previewMessage(delivery.lastError)}</dd>
      </dl>
      <div className="mt-auto flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          disabled={retrying}
          onClick={onRetry}
          aria-label={`Retry now: ${channelNames[delivery.channel]} about ${subject}`}
        >
          <RotateCw aria-hidden /> Retry now
        </Button>
      </div>
    </article>
  )
}
