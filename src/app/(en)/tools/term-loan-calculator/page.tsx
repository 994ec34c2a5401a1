import type { Metadata } from 'next'
import { ToolEnding } from '@/features/tools/calculator-parts'
import { TermLoanCalculator } from '@/features/tools/term-loan-calculator'
import { fundingTool } from '@/content/tools'
import { ToolPage, toolMetadata } from '@/features/tools/tool-page'

const tool = fundingTool('term-loan-calculator')

export const metadata: Metadata = toolMetadata('term-loan-calculator')

export default function TermLoanCalculatorPage() {
  return (
    <ToolPage
      slug="term-loan-calculator"
      title="Term loan calculator"
      description="See what a term loan costs before you apply: the payment, the interest over the whole term, and the APR once an origination fee is counted."
    >
      <TermLoanCalculator />
      <section aria-labelledby="how-title" className="grid max-w-3xl gap-3 text-ink-muted">
        <h2 id="how-title" className="text-xl font-bold text-ink">
          How the figures are worked out
        </h2>
        <p>
          The payment is the level amount that repays the loan with interest over the number of
          payments in the term: twelve a year when monthly, twenty-six when bi-weekly, fifty-two
          when weekly. Each payment first covers the interest on what is still owed, and the rest
          repays the loan, so early payments carry more interest than later ones. Amounts are
          rounded to the cent, and the last payment takes up the rounding so the balance ends at
          exactly zero.
        </p>
        <p>
          The APR with fees is the yearly rate at which your payments repay only what you actually
          receive: the loan less the origination fee. It is the figure a spreadsheet’s RATE function
          gives, times the number of payments a year, and the fairest way to compare two offers
          whose rates and fees differ.
        </p>
      </section>
      <ToolEnding
        title={tool.title}
        product={{ label: 'About term loans', href: '/financial-products#term-loans' }}
        article={{
          label: 'Business loans or a line of credit?',
          href: '/blog/business-loans-vs-line-of-credit-guide',
        }}
      />
    </ToolPage>
  )
}
