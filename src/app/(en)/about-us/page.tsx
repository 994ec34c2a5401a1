import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { ClosingBanner } from '@/components/site/closing-banner'
import { PageHero } from '@/components/site/page-hero'
import {
  FoundersSection,
  MissionSection,
  StatsSection,
  StorySection,
} from '@/features/about/about-sections'

export const metadata: Metadata = pageMetadata({
  title: 'Who We Are',
  description:
    'Founded in Toronto in 2022, we connect businesses in Canada and the United States with 120+ verified lenders through one profile.',
  path: '/about-us',
})

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="Who We Are"
        title="We connect growing businesses with the capital they deserve"
        description="A Toronto team of former lenders, engineers and operators making business funding simple for founders, CEOs, CFOs and their partners."
      />
      <StatsSection />
      <MissionSection />
      <StorySection />
      <FoundersSection />
      <ClosingBanner />
    </>
  )
}
