import { HowItWorksView, howItWorksMetadata } from '@/features/how-it-works/how-it-works-view'

export const generateMetadata = () => howItWorksMetadata('en')

export default function HowItWorksPage() {
  return <HowItWorksView />
}
