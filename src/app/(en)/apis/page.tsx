import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { HashScroll } from '@/components/site/hash-scroll'
import { Section } from '@/components/site/section'
import { AnchorButtonLink } from '@/components/ui/button'
import { apiFeatures, apiPanels, apiSteps, apiValuePoints } from '@/content/partners'
import { ApiPanels } from '@/features/partners/api-panels'
import {
  CardSection,
  PARTNERSHIP_FORM_ID,
  PartnerHero,
  PartnershipFormSection,
} from '@/features/partners/partner-sections'

export const metadata: Metadata = pageMetadata({
  title: 'API Partners',
  description:
    'Embed business funding in your platform with a RESTful API, white-label experience and developer support.',
  path: '/apis',
})

export default function ApisPage() {
  return (
    <>
      <HashScroll onLoadDelayMs={300} onChangeDelayMs={100} />
      <PartnerHero
        eyebrow="API Partners"
        title="Embed business funding in your product"
        description="Give your customers access to 120+ verified lenders through our RESTful API, under your brand."
      />
      <CardSection
        id="api-value-title"
        eyebrow="Enhance Your Value"
        title="Enhance Your Value"
        cards={apiValuePoints}
      />
      <CardSection
        id="api-steps-title"
        tone="tinted"
        eyebrow="Integrate With Ease"
        title="Integrate With Ease"
        cards={apiSteps}
      />
      <div className="-mt-10 flex justify-center bg-surface pb-16">
        <AnchorButtonLink href={`#${PARTNERSHIP_FORM_ID}`} size="lg">
          Book A Meeting
        </AnchorButtonLink>
      </div>
      <Section id="api-panels-title" title="One API, two ways to use it" gap="medium">
        <ApiPanels panels={apiPanels} />
      </Section>
      <CardSection
        id="api-features-title"
        tone="tinted"
        eyebrow="Powerful API Features"
        title="Powerful API Features"
        cards={apiFeatures}
      />
      <PartnershipFormSection
        title="Talk to our integrations team"
        description="Tell us about your platform and we will set up a sandbox for your developers."
        presetType="api"
        businessDescription="API integration partnership inquiry"
      />
    </>
  )
}
