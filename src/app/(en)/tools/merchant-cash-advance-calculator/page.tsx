import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { CashAdvanceView } from '@/features/tools/cash-advance-view'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('en', 'merchant-cash-advance-calculator')

export default function CashAdvanceCalculatorPage() {
  return <CashAdvanceView articleHrefs={articleHrefsIn('en')} />
}
