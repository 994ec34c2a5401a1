import type { Metadata } from 'next'
import { JsonLd } from '@/components/site/json-ld'
import { pageMetadata } from '@/lib/page-metadata'
import { homeStructuredData } from '@/lib/structured-data'
import { ClosingBanner } from '@/components/site/closing-banner'
import { HomeHero } from '@/features/home/home-hero'
import {
  AiMatchingSection,
  HomeTestimonialsSection,
  LenderNetworkSection,
  OneProfileSection,
} from '@/features/home/home-sections'

export const metadata: Metadata = pageMetadata({
  description:
    'Compare business funding options from 120+ verified lenders with one digital profile. AI-driven matching within minutes, free for businesses in Canada and the United States.',
  path: '/',
})

export default function HomePage() {
  return (
    <>
      <JsonLd data={homeStructuredData()} />
      <HomeHero />
      <OneProfileSection />
      <AiMatchingSection />
      <LenderNetworkSection />
      <HomeTestimonialsSection />
      <ClosingBanner />
    </>
  )
}
