import { HowWeMakeMoneyView, howWeMakeMoneyMetadata } from '@/features/legal/how-we-make-money-view'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => howWeMakeMoneyMetadata('fr')

export default function FrenchHowWeMakeMoneyPage() {
  setPageLocale('fr')
  return <HowWeMakeMoneyView />
}
