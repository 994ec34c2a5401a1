import { HowItWorksView, howItWorksMetadata } from '@/features/how-it-works/how-it-works-view'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => howItWorksMetadata('fr')

export default function FrenchHowItWorksPage() {
  setPageLocale('fr')
  return <HowItWorksView />
}
