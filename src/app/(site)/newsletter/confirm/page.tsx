import type { Metadata } from 'next'
import { LinkOutcome } from '@/features/newsletter/link-outcome'
import { confirmOutcomes, unavailableOutcome } from '@/features/newsletter/outcomes'
import { database } from '@/server/db/client'
import { confirmSubscription } from '@/server/leads/subscription'
import { log } from '@/server/log'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false } }

export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const { token } = await searchParams
  let outcome
  try {
    outcome =
      confirmOutcomes[
        await confirmSubscription(database().db, typeof token === 'string' ? token : undefined)
      ]
  } catch (error) {
    log.error({ err: error }, 'newsletter confirmation failed')
    outcome = unavailableOutcome
  }
  return <LinkOutcome {...outcome} />
}
