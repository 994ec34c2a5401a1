import type { Metadata } from 'next'
import { LinkOutcome } from '@/features/newsletter/link-outcome'
import { confirmOutcomes, confirmPrompt, outcomeText } from '@/features/newsletter/outcomes'
import { newsletterLinkView } from '@/server/leads/newsletter-link'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false } }

/** The confirmation link's page: a button that confirms, then what happened (decision 0017). */
export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; outcome?: string | string[] }>
}) {
  const view = await newsletterLinkView('/newsletter/confirm', searchParams, confirmOutcomes)
  if ('action' in view) {
    return (
      <LinkOutcome {...confirmPrompt} action={{ url: view.action, button: confirmPrompt.button }} />
    )
  }
  return <LinkOutcome {...outcomeText(confirmOutcomes, view.outcome)} />
}
