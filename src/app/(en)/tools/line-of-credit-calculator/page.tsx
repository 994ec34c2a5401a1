import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { CreditLineView } from '@/features/tools/credit-line-view'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('en', 'line-of-credit-calculator')

export default function CreditLineCalculatorPage() {
  return <CreditLineView articleHrefs={articleHrefsIn('en')} />
}
