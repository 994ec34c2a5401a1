import { ReferralPartnersView, referralPartnersMetadata } from '@/features/partners/partner-views'

export const generateMetadata = () => referralPartnersMetadata('en')

export default function ReferralPartnersPage() {
  return <ReferralPartnersView />
}
