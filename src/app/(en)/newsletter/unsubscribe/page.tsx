import { UnsubscribeLinkView, newsletterLinkMetadata } from '@/features/newsletter/link-page-view'
import { unsubscribeTones } from '@/features/newsletter/outcomes'
import { newsletterLinkView } from '@/server/leads/newsletter-link'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => newsletterLinkMetadata('en', 'unsubscribe')

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; outcome?: string | string[] }>
}) {
  const view = await newsletterLinkView(
    '/newsletter/unsubscribe',
    searchParams,
    unsubscribeTones,
    'en',
  )
  return <UnsubscribeLinkView locale="en" view={view} />
}
