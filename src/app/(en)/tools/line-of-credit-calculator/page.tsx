import type { Metadata } from 'next'
import { ToolEnding } from '@/features/tools/calculator-parts'
import { CreditLineCalculator } from '@/features/tools/credit-line-calculator'
import { fundingTool } from '@/content/tools'
import { ToolPage, toolMetadata } from '@/features/tools/tool-page'

const tool = fundingTool('line-of-credit-calculator')

export const metadata: Metadata = toolMetadata('line-of-credit-calculator')

export default function CreditLineCalculatorPage() {
  return (
    <ToolPage
      slug="line-of-credit-calculator"
      title="Line of credit calculator"
      description="A line of credit charges interest only on what you draw, for as long as you keep it. See what a draw costs by the day, the month and the whole stretch."
    >
      <CreditLineCalculator />
      <section aria-labelledby="how-title" className="grid max-w-3xl gap-3 text-ink-muted">
        <h2 id="how-title" className="text-xl font-bold text-ink">
          How the figures are worked out
        </h2>
        <p>
          Most business lines charge simple interest by the day: the annual rate divided by 365,
          times the balance, for each day the balance is out. The estimate keeps the whole draw
          outstanding for the days you enter; paying part of it back sooner lowers the interest by
          the same daily arithmetic.
        </p>
        <p>
          A monthly figure is the annual rate divided by twelve. Renewal, standby or unused-line
          fees are charged on the limit rather than the draw, so they are not included here; add
          them to the total when you compare offers.
        </p>
      </section>
      <ToolEnding
        title={tool.title}
        product={{
          label: 'About asset-based lines',
          href: '/financial-products#asset-based-lending',
        }}
        article={{
          label: 'How business lines of credit work',
          href: '/blog/business-lines-of-credit',
        }}
      />
    </ToolPage>
  )
}
