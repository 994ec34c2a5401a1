import { ConfirmLinkView, newsletterLinkMetadata } from '@/features/newsletter/link-page-view'
import { confirmTones } from '@/features/newsletter/outcomes'
import { setPageLocale } from '@/i18n/page-locale'
import { newsletterLinkView } from '@/server/leads/newsletter-link'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => newsletterLinkMetadata('fr', 'confirm')

/** The page a newsletter e-mail links to, in French for a subscription made on a French page. */
export default async function FrenchConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; outcome?: string | string[] }>
}) {
  setPageLocale('fr')
  const view = await newsletterLinkView('/newsletter/confirm', searchParams, confirmTones, 'fr')
  return <ConfirmLinkView locale="fr" view={view} />
}
