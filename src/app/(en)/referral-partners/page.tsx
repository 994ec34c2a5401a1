import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { REFERRAL_ADVANTAGE_INTERVAL_MS, SEGMENT_INTERVAL_MS } from '@/features/partners/intervals'
import { HashScroll } from '@/components/site/hash-scroll'
import { referralAdvantages, referralCaseStudy, referralSegments } from '@/content/partners'
import { partnerFeeNote } from '@/content/disclosures'
import {
  CardSection,
  CaseStudy,
  PartnerHero,
  PartnershipFormSection,
} from '@/features/partners/partner-sections'

export const metadata: Metadata = pageMetadata({
  title: 'Referral Partners',
  description:
    'Refer clients who need funding, track every application in real time and earn competitive commissions.',
  path: '/referral-partners',
})

export default function ReferralPartnersPage() {
  return (
    <>
      <HashScroll onLoadDelayMs={300} onChangeDelayMs={100} />
      <PartnerHero
        eyebrow="Referral Partners"
        title="Help your clients get funded, and earn for it"
        description="Accountants, CFOs, consultants and software companies refer clients with one link and follow every application."
        action="Book a Meeting"
      />
      <CardSection
        id="referral-advantages-title"
        eyebrow="Advantages"
        title="Simple to refer, easy to track"
        cards={referralAdvantages}
        rotation={{ intervalMs: REFERRAL_ADVANTAGE_INTERVAL_MS, label: 'highlighted advantage' }}
      />
      <CardSection
        id="segments-title"
        tone="tinted"
        eyebrow="Who We Empower"
        title="Who We Empower"
        description="Firms whose clients regularly need capital."
        cards={referralSegments}
        rotation={{ intervalMs: SEGMENT_INTERVAL_MS, label: 'highlighted segment' }}
      />
      <CaseStudy id="referral-case-study-title" study={referralCaseStudy} />
      <PartnershipFormSection
        title="Become a referral partner"
        description="Tell us about your firm and the clients you serve."
        presetType="referral"
        businessDescription="Referral partnership inquiry"
        feeNote={partnerFeeNote.referralPartners}
      />
    </>
  )
}
