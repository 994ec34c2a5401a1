import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { LENDER_FEATURE_INTERVAL_MS } from '@/features/partners/intervals'
import { HashScroll } from '@/components/site/hash-scroll'
import { lenderBenefits, lenderFeatures } from '@/content/partners'
import { partnerStats } from '@/content/stats'
import { partnerFeeNote } from '@/content/disclosures'
import {
  CardSection,
  PartnerHero,
  PartnershipFormSection,
  StatsBanner,
} from '@/features/partners/partner-sections'

export const metadata: Metadata = pageMetadata({
  title: 'Lenders',
  description:
    'Access vetted businesses and qualified deal flow matched to your credit criteria by AI.',
  path: '/lenders',
})

export default function LendersPage() {
  return (
    <>
      <HashScroll onLoadDelayMs={300} onChangeDelayMs={100} />
      <PartnerHero
        eyebrow="For Lenders"
        title="Qualified deal flow from vetted businesses"
        description="Receive complete, comparable applications from businesses whose profiles already fit your criteria."
        action="Join Our Network"
      />
      <CardSection
        id="lender-features-title"
        eyebrow="What you get"
        title="A better pipeline, end to end"
        cards={lenderFeatures}
        columns={4}
        rotation={{
          intervalMs: LENDER_FEATURE_INTERVAL_MS,
          label: 'highlighted feature',
          progressRing: true,
          select: true,
        }}
      />
      <CardSection
        id="lender-benefits-title"
        tone="tinted"
        eyebrow="Benefits"
        title="Why lenders choose our network"
        cards={lenderBenefits}
      />
      <StatsBanner stats={partnerStats} />
      <PartnershipFormSection
        title="Join our lender network"
        description="Share your lending criteria and we will show you the deal flow you can expect."
        presetType="lender"
        businessDescription="Lending partnership inquiry"
        feeNote={partnerFeeNote.lenders}
      />
    </>
  )
}
