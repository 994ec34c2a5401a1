import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { HashScroll } from '@/components/site/hash-scroll'
import { ButtonLink } from '@/components/ui/button'
import { partnerBenefits, partnerCaseStudy } from '@/content/partners'
import { HubCards } from '@/features/partners/hub-cards'
import {
  CardSection,
  CaseStudy,
  InverseLink,
  PartnerHero,
  PartnershipFormSection,
} from '@/features/partners/partner-sections'

export const metadata: Metadata = pageMetadata({
  title: 'Partner With Us',
  description:
    'Lenders, referral partners and API integrators: grow with a marketplace that matches vetted businesses with capital.',
  path: '/partners',
})

export default function PartnersPage() {
  return (
    <>
      <HashScroll onLoadDelayMs={300} onChangeDelayMs={100} />
      <PartnerHero
        eyebrow="Partner With Us"
        title="Grow with the marketplace for business funding"
        description="Lenders, referral partners and software platforms use our network to reach businesses that are ready for capital."
        action="Become a Partner"
      />
      <HubCards />
      <CaseStudy
        id="partner-case-study-title"
        study={partnerCaseStudy}
        results={partnerCaseStudy.results}
        actions={
          <>
            <ButtonLink href="/partner-contact" variant="accent">
              Book a Meeting
            </ButtonLink>
            <InverseLink href={partnerCaseStudy.articleHref}>
              Read More<span className="sr-only"> about the partnership case study</span>
            </InverseLink>
          </>
        }
      />
      <CardSection
        id="partner-benefits-title"
        eyebrow="Why partner"
        title="Built for mutual growth"
        cards={partnerBenefits}
      />
      <PartnershipFormSection
        title="Start a partnership"
        description="Tell us about your organization and how you would like to work together."
        businessDescription="General partnership inquiry"
      />
    </>
  )
}
