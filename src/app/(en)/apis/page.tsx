import { ApisView, apisMetadata } from '@/features/partners/partner-views'

export const generateMetadata = () => apisMetadata('en')

export default function ApisPage() {
  return <ApisView />
}
