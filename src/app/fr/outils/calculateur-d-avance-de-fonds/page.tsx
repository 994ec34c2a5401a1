import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { CashAdvanceView } from '@/features/tools/cash-advance-view'
import { setPageLocale } from '@/i18n/page-locale'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('fr', 'merchant-cash-advance-calculator')

export default function FrenchCashAdvanceCalculatorPage() {
  setPageLocale('fr')
  return <CashAdvanceView articleHrefs={articleHrefsIn('fr')} />
}
