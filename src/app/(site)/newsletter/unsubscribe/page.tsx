import type { Metadata } from 'next'
import { LinkOutcome } from '@/features/newsletter/link-outcome'
import { unavailableOutcome, unsubscribeOutcomes } from '@/features/newsletter/outcomes'
import { database } from '@/server/db/client'
import { unsubscribe } from '@/server/leads/subscription'
import { log } from '@/server/log'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

/** Opening the e-mail's unsubscribe link unsubscribes (mail clients POST here instead: see src/proxy.ts). */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const { token } = await searchParams
  let outcome
  try {
    outcome =
      unsubscribeOutcomes[
        await unsubscribe(database().db, typeof token === 'string' ? token : undefined)
      ]
  } catch (error) {
    log.error({ err: error }, 'newsletter unsubscribe failed')
    outcome = unavailableOutcome
  }
  return <LinkOutcome {...outcome} />
}
