import { WhoWeHelpView, whoWeHelpMetadata } from '@/features/who-we-help/who-we-help-view'
import { setPageLocale } from '@/i18n/page-locale'
import { articleHrefsIn } from '@/server/content/french-articles'

export const generateMetadata = () => whoWeHelpMetadata('fr')

export default function FrenchWhoWeHelpPage() {
  setPageLocale('fr')
  return <WhoWeHelpView caseStudyHrefs={articleHrefsIn('fr')} />
}
