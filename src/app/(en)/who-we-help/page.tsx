import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { ClosingBanner } from '@/components/site/closing-banner'
import { PageHero } from '@/components/site/page-hero'
import {
  IndustriesSection,
  SuccessStoriesSection,
  WhoWeHelpTestimonialsSection,
} from '@/features/who-we-help/who-we-help-sections'

export const metadata: Metadata = pageMetadata({
  title: 'Who We Help',
  description:
    'E-commerce, SaaS, retail, professional services, manufacturing, transportation and more: the industries we serve, recent success stories and what clients say.',
  path: '/who-we-help',
})

export default function WhoWeHelpPage() {
  return (
    <>
      <PageHero
        eyebrow="Who We Help"
        title="Capital for the businesses that build, sell and move"
        description="Founders, CEOs and CFOs across Canada and the United States use one profile to reach the lenders that understand their industry."
      />
      <IndustriesSection />
      <SuccessStoriesSection />
      <WhoWeHelpTestimonialsSection />
      <ClosingBanner />
    </>
  )
}
