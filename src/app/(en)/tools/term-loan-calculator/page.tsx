import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { TermLoanView } from '@/features/tools/term-loan-view'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('en', 'term-loan-calculator')

export default function TermLoanCalculatorPage() {
  return <TermLoanView articleHrefs={articleHrefsIn('en')} />
}
