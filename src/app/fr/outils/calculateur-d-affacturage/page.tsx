import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { FactoringView } from '@/features/tools/factoring-view'
import { setPageLocale } from '@/i18n/page-locale'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('fr', 'invoice-factoring-calculator')

export default function FrenchFactoringCalculatorPage() {
  setPageLocale('fr')
  return <FactoringView articleHrefs={articleHrefsIn('fr')} />
}
