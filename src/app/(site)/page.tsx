import type { Metadata } from 'next'
import { ClosingBanner } from '@/components/site/closing-banner'
import { HomeHero } from '@/features/home/home-hero'
import {
  AiMatchingSection,
  HomeTestimonialsSection,
  LenderNetworkSection,
  OneProfileSection,
} from '@/features/home/home-sections'

export const metadata: Metadata = { alternates: { canonical: '/' } }

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <OneProfileSection />
      <AiMatchingSection />
      <LenderNetworkSection />
      <HomeTestimonialsSection />
      <ClosingBanner />
    </>
  )
}
