import { HomeView, homeMetadata } from '@/features/home/home-view'

export const generateMetadata = () => homeMetadata('en')

export default function HomePage() {
  return <HomeView locale="en" />
}
