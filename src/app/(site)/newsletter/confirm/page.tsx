import type { Metadata } from 'next'
import { LinkOutcome } from '@/features/newsletter/link-outcome'
import { confirmOutcomes, outcomeText } from '@/features/newsletter/outcomes'
import { followNewsletterLink } from '@/server/leads/newsletter-link'
import { confirmSubscription } from '@/server/leads/subscription'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false } }

export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const outcome = await followNewsletterLink(searchParams, (db, token) =>
    confirmSubscription(db, token),
  )
  return <LinkOutcome {...outcomeText(confirmOutcomes, outcome)} />
}
