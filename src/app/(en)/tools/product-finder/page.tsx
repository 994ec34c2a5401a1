import type { Metadata } from 'next'
import { ProductFinder } from '@/features/tools/product-finder'
import { ToolPage, toolMetadata } from '@/features/tools/tool-page'

export const metadata: Metadata = toolMetadata('product-finder')

export default function ProductFinderPage() {
  return (
    <ToolPage
      slug="product-finder"
      title="Which kinds of capital fit your business?"
      description="Answer six questions and see which of the six kinds of capital we cover are usually relevant to a business like yours, and why. It takes a minute and asks for nothing personal."
    >
      <ProductFinder />
      <section aria-labelledby="how-title" className="grid max-w-3xl gap-3 text-ink-muted">
        <h2 id="how-title" className="text-xl font-bold text-ink">
          How the finder decides
        </h2>
        <p>
          Each kind of capital is built around something a business has or needs: card sales for an
          advance, receivables and stock for an asset-based line, a long-lived purchase for a term
          loan, a customer’s order for purchase order financing. The finder lists a product when
          your answers match one of those, and says which answers did. It does not look at your
          credit or ask who you are, so it cannot say what any lender would offer.
        </p>
      </section>
    </ToolPage>
  )
}
