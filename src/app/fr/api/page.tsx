import { ApisView, apisMetadata } from '@/features/partners/partner-views'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => apisMetadata('fr')

export default function FrenchApisPage() {
  setPageLocale('fr')
  return <ApisView />
}
