import { LendersView, lendersMetadata } from '@/features/partners/partner-views'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => lendersMetadata('fr')

export default function FrenchLendersPage() {
  setPageLocale('fr')
  return <LendersView />
}
