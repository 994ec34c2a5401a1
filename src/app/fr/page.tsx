import { HomeView, homeMetadata } from '@/features/home/home-view'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => homeMetadata('fr')

export default function FrenchHomePage() {
  setPageLocale('fr')
  return <HomeView locale="fr" />
}
