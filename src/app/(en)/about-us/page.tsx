import { AboutView, aboutMetadata } from '@/features/about/about-view'

export const generateMetadata = () => aboutMetadata('en')

export default function AboutPage() {
  return <AboutView />
}
