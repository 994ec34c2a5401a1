import type { Metadata } from 'next'
import { toolMetadata } from '@/features/tools/tool-page'
import { FactoringView } from '@/features/tools/factoring-view'
import { articleHrefsIn } from '@/server/content/french-articles'

export const metadata: Metadata = toolMetadata('en', 'invoice-factoring-calculator')

export default function FactoringCalculatorPage() {
  return <FactoringView articleHrefs={articleHrefsIn('en')} />
}
