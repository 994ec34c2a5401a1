import { ContactView, contactMetadata } from '@/features/contact/contact-view'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => contactMetadata('fr')

export default function FrenchContactPage() {
  setPageLocale('fr')
  return <ContactView locale="fr" />
}
