import { WhoWeHelpView, whoWeHelpMetadata } from '@/features/who-we-help/who-we-help-view'
import { articleHrefsIn } from '@/server/content/french-articles'

export const generateMetadata = () => whoWeHelpMetadata('en')

export default function WhoWeHelpPage() {
  return <WhoWeHelpView caseStudyHrefs={articleHrefsIn('en')} />
}
