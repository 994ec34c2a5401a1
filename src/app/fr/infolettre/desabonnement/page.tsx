import { UnsubscribeLinkView, newsletterLinkMetadata } from '@/features/newsletter/link-page-view'
import { unsubscribeTones } from '@/features/newsletter/outcomes'
import { setPageLocale } from '@/i18n/page-locale'
import { newsletterLinkView } from '@/server/leads/newsletter-link'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => newsletterLinkMetadata('fr', 'unsubscribe')

/** The page a newsletter e-mail links to, in French for a subscription made on a French page. */
export default async function FrenchUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; outcome?: string | string[] }>
}) {
  setPageLocale('fr')
  const view = await newsletterLinkView(
    '/newsletter/unsubscribe',
    searchParams,
    unsubscribeTones,
    'fr',
  )
  return <UnsubscribeLinkView locale="fr" view={view} />
}
