import { AboutView, aboutMetadata } from '@/features/about/about-view'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => aboutMetadata('fr')

export default function FrenchAboutPage() {
  setPageLocale('fr')
  return <AboutView />
}
