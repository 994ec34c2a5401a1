import type { Metadata } from 'next'
import { LinkOutcome } from '@/features/newsletter/link-outcome'
import { outcomeText, unsubscribeOutcomes, unsubscribePrompt } from '@/features/newsletter/outcomes'
import { newsletterLinkView } from '@/server/leads/newsletter-link'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

/**
 * The unsubscribe link's page: a button that unsubscribes, then what happened (decision 0017).
 * Mail clients' one-click POST to this address goes to the API instead (src/proxy.ts).
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; outcome?: string | string[] }>
}) {
  const view = await newsletterLinkView(
    '/newsletter/unsubscribe',
    searchParams,
    unsubscribeOutcomes,
  )
  if ('action' in view) {
    return (
      <LinkOutcome
        {...unsubscribePrompt}
        action={{ url: view.action, button: unsubscribePrompt.button }}
      />
    )
  }
  return <LinkOutcome {...outcomeText(unsubscribeOutcomes, view.outcome)} />
}
