import { ConfirmLinkView, newsletterLinkMetadata } from '@/features/newsletter/link-page-view'
import { confirmTones } from '@/features/newsletter/outcomes'
import { newsletterLinkView } from '@/server/leads/newsletter-link'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => newsletterLinkMetadata('en', 'confirm')

export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; outcome?: string | string[] }>
}) {
  const view = await newsletterLinkView('/newsletter/confirm', searchParams, confirmTones, 'en')
  return <ConfirmLinkView locale="en" view={view} />
}
