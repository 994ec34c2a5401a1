import { ReferralPartnersView, referralPartnersMetadata } from '@/features/partners/partner-views'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => referralPartnersMetadata('fr')

export default function FrenchReferralPartnersPage() {
  setPageLocale('fr')
  return <ReferralPartnersView />
}
