import type { Metadata } from 'next'
import { ToolEnding } from '@/features/tools/calculator-parts'
import { CashAdvanceCalculator } from '@/features/tools/cash-advance-calculator'
import { fundingTool } from '@/content/tools'
import { ToolPage, toolMetadata } from '@/features/tools/tool-page'

const tool = fundingTool('merchant-cash-advance-calculator')

export const metadata: Metadata = toolMetadata('merchant-cash-advance-calculator')

export default function CashAdvanceCalculatorPage() {
  return (
    <ToolPage
      slug="merchant-cash-advance-calculator"
      title="Merchant cash advance calculator"
      description="Turn a factor rate into what you would actually pay: the total, the cost in dollars, how long the debits run, and the interest rate they amount to."
    >
      <CashAdvanceCalculator />
      <section aria-labelledby="factor-title" className="grid max-w-3xl gap-3 text-ink-muted">
        <h2 id="factor-title" className="text-xl font-bold text-ink">
          Why a factor rate is not an interest rate
        </h2>
        <p>
          A factor rate says how much you repay for each dollar advanced: at 1.35, every $1.00 costs
          $1.35, so $50,000 costs $67,500. It is charged once, on the whole advance, however long
          repayment takes. An interest rate is a price per year on what you still owe, which shrinks
          with every payment.
        </p>
        <p>
          That difference is why a factor rate looks small. The same $17,500 repaid over six months
          costs far more per year than over two years, and because the debits start at once you have
          the full amount for only a few days. The estimated APR puts the advance on the same
          footing as a loan: it is the yearly rate at which your debits repay exactly the advance,
          found by trying rates until the two match.
        </p>
        <p>
          A holdback takes a share of each day’s card and online sales, so the term stretches when
          sales are slow and the APR falls; a fixed debit is taken whatever your sales. The figures
          here spread your monthly sales evenly over 21 business days a month (252 a year, weekdays
          less public holidays) and do not count fees some providers add.
        </p>
      </section>
      <ToolEnding
        title={tool.title}
        product={{
          label: 'About merchant cash advances',
          href: '/financial-products#merchant-cash-advance',
        }}
        article={{
          label: 'The true cost of a merchant cash advance',
          href: '/blog/merchant-cash-advance-true-cost',
        }}
      />
    </ToolPage>
  )
}
