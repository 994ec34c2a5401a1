import type { Metadata } from 'next'
import { NewsletterLinkPage } from '@/features/newsletter/newsletter-link-page'
import { confirmOutcomes } from '@/features/newsletter/outcomes'
import { confirmSubscription } from '@/server/leads/subscription'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false } }

export default function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  return (
    <NewsletterLinkPage
      searchParams={searchParams}
      action={(db, token) => confirmSubscription(db, token)}
      outcomes={confirmOutcomes}
    />
  )
}
