import type { Metadata } from 'next'
import Link from 'next/link'
import { ClosingBanner } from '@/components/site/closing-banner'
import { InfoCard } from '@/components/site/info-card'
import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { fundingTools, toolPath } from '@/content/tools'
import { pageMetadata } from '@/lib/page-metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Funding Tools',
  description:
    'Free calculators for business owners comparing funding: payments, total cost and APR, worked to the cent from the figures you enter.',
  path: '/tools',
})

export default function ToolsPage() {
  return (
    <>
      <PageHero
        eyebrow="Funding Tools"
        title="Know the cost before you apply"
        description="Free calculators for the questions owners ask first: what a payment would be, what the money costs in all, and how two offers compare once fees are counted."
      />
      <Section id="tools-title" title="Calculators" hiddenTitle spacing="compact" gap="small">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {fundingTools.map((tool) => (
            <li key={tool.slug} className="flex">
              <InfoCard
                card={{ icon: tool.icon, title: tool.title, description: tool.summary }}
                className="relative hover:border-brand-300"
              >
                <Link
                  href={toolPath(tool.slug)}
                  className="mt-5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card hover:text-brand-800"
                >
                  Open the {tool.title.toLowerCase()}
                  <span aria-hidden> →</span>
                </Link>
              </InfoCard>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-sm text-ink-muted">
          Every tool works from the figures you enter and shows how it gets its answer. The results
          are estimates for comparison, not an offer of credit or financial advice: lenders set
          their own rates, fees and terms.
        </p>
      </Section>
      <ClosingBanner />
    </>
  )
}
