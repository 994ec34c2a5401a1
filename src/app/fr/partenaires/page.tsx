import { PartnersView, partnersMetadata } from '@/features/partners/partner-views'
import { setPageLocale } from '@/i18n/page-locale'
import { articleHrefsIn } from '@/server/content/french-articles'

export const generateMetadata = () => partnersMetadata('fr')

export default function FrenchPartnersPage() {
  setPageLocale('fr')
  return <PartnersView articleHrefs={articleHrefsIn('fr')} />
}
