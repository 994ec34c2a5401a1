import { PartnerContactView, partnerContactMetadata } from '@/features/partners/partner-views'

export const generateMetadata = () => partnerContactMetadata('en')

export default function PartnerContactPage() {
  return <PartnerContactView />
}
