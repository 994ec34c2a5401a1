import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { TermLoanView } from '@/features/tools/term-loan-view'
import { setPageLocale } from '@/i18n/page-locale'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('fr', 'term-loan-calculator')

export default function FrenchTermLoanCalculatorPage() {
  setPageLocale('fr')
  return <TermLoanView articleHrefs={articleHrefsIn('fr')} />
}
