import { ClosingBanner } from '@/components/site/closing-banner'
import { HomeHero } from '@/features/home/home-hero'

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ClosingBanner />
    </>
  )
}
