import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/page-metadata'
import { PageHero } from '@/components/site/page-hero'
import { howWeMakeMoney } from '@/content/disclosures'
import {
  AgreementSection,
  PayeesSection,
  PayersSection,
  RankingSection,
} from '@/features/legal/how-we-make-money-sections'

export const metadata: Metadata = pageMetadata({
  title: 'How We Make Money',
  description:
    'Free for businesses: lenders pay a fee when a business they were matched with is funded, partners may pay referral fees, and payment never changes which options you see.',
  path: '/how-we-make-money',
})

export default function HowWeMakeMoneyPage() {
  return (
    <>
      <PageHero
        eyebrow="Disclosure"
        title={howWeMakeMoney.title}
        description={howWeMakeMoney.summary}
      />
      <PayersSection />
      <RankingSection />
      <PayeesSection />
      <AgreementSection />
    </>
  )
}
