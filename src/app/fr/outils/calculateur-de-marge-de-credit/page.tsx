import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { CreditLineView } from '@/features/tools/credit-line-view'
import { setPageLocale } from '@/i18n/page-locale'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('fr', 'line-of-credit-calculator')

export default function FrenchCreditLineCalculatorPage() {
  setPageLocale('fr')
  return <CreditLineView articleHrefs={articleHrefsIn('fr')} />
}
