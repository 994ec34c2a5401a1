import { PartnersView, partnersMetadata } from '@/features/partners/partner-views'
import { articleHrefsIn } from '@/server/content/french-articles'

export const generateMetadata = () => partnersMetadata('en')

export default function PartnersPage() {
  return <PartnersView articleHrefs={articleHrefsIn('en')} />
}
