import type { Metadata } from 'next'
import { ToolEnding } from '@/features/tools/calculator-parts'
import { FactoringCalculator } from '@/features/tools/factoring-calculator'
import { fundingTool } from '@/content/tools'
import { ToolPage, toolMetadata } from '@/features/tools/tool-page'

const tool = fundingTool('invoice-factoring-calculator')

export const metadata: Metadata = toolMetadata('invoice-factoring-calculator')

export default function FactoringCalculatorPage() {
  return (
    <ToolPage
      slug="invoice-factoring-calculator"
      title="Invoice factoring calculator"
      description="Selling an invoice gets you most of its value now. See how much arrives today, how much follows when your customer pays, and what the factor’s fee costs as a yearly rate."
    >
      <FactoringCalculator />
      <section aria-labelledby="how-title" className="grid max-w-3xl gap-3 text-ink-muted">
        <h2 id="how-title" className="text-xl font-bold text-ink">
          How the figures are worked out
        </h2>
        <p>
          The factor pays the advance rate of the invoice when it buys it and keeps the rest as a
          reserve. Its fee here is the discount rate for every 30 days the invoice is open, counted
          day by day: 3% per 30 days for 45 days is 4.5% of the invoice. When your customer pays,
          the factor releases the reserve less the fee.
        </p>
        <p>
          Many factors charge in steps instead, such as a rate for the first 30 days and a smaller
          one for each further 10 days, so a real quote can differ by a few days’ fee. The yearly
          rate divides the fee by the money actually advanced, not by the invoice, because the
          advance is what you have the use of.
        </p>
      </section>
      <ToolEnding
        title={tool.title}
        product={{
          label: 'About borrowing on receivables',
          href: '/financial-products#asset-based-lending',
        }}
        article={{
          label: 'Invoice factoring explained',
          href: '/blog/invoice-factoring-explained',
        }}
      />
    </ToolPage>
  )
}
