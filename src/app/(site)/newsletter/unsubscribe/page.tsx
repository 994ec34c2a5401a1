import type { Metadata } from 'next'
import { NewsletterLinkPage } from '@/features/newsletter/newsletter-link-page'
import { unsubscribeOutcomes } from '@/features/newsletter/outcomes'
import { unsubscribe } from '@/server/leads/subscription'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

/** Opening the e-mail's unsubscribe link unsubscribes (mail clients POST instead: see src/proxy.ts). */
export default function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  return (
    <NewsletterLinkPage
      searchParams={searchParams}
      action={(db, token) => unsubscribe(db, token)}
      outcomes={unsubscribeOutcomes}
    />
  )
}
