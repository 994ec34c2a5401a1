import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { ClosingBanner } from '@/components/site/closing-banner'
import { PageHero } from '@/components/site/page-hero'
import {
  FeaturedTestimonialSection,
  ScreenshotsSection,
  StepsSection,
} from '@/features/how-it-works/how-it-works-sections'

export const metadata: Metadata = pageMetadata({
  title: 'How It Works',
  description:
    'Complete one business profile, let AI analysis match you with lenders, compare offers and secure funding. Free for businesses.',
  path: '/how-it-works',
})

export default function HowItWorksPage() {
  return (
    <>
      <PageHero
        eyebrow="How It Works"
        title="One profile. Many lenders. Minutes, not weeks."
        description="Tell us about your business once. Our AI-driven matching finds the lenders whose criteria fit your business, and you choose who sees your profile."
      />
      <StepsSection />
      <ScreenshotsSection />
      <FeaturedTestimonialSection />
      <ClosingBanner />
    </>
  )
}
