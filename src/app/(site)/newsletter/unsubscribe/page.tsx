import type { Metadata } from 'next'
import { LinkOutcome } from '@/features/newsletter/link-outcome'
import { unsubscribeOutcomes, outcomeText } from '@/features/newsletter/outcomes'
import { followNewsletterLink } from '@/server/leads/newsletter-link'
import { unsubscribe } from '@/server/leads/subscription'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

/** Opening the e-mail's unsubscribe link unsubscribes (mail clients POST instead: see src/proxy.ts). */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const outcome = await followNewsletterLink(searchParams, (db, token) => unsubscribe(db, token))
  return <LinkOutcome {...outcomeText(unsubscribeOutcomes, outcome)} />
}
