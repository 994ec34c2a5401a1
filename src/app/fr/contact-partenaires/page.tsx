import { PartnerContactView, partnerContactMetadata } from '@/features/partners/partner-views'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => partnerContactMetadata('fr')

export default function FrenchPartnerContactPage() {
  setPageLocale('fr')
  return <PartnerContactView />
}
