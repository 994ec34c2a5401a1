import { ToolsView, toolsMetadata } from '@/features/tools/tool-views'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => toolsMetadata('fr')

export default function FrenchToolsPage() {
  setPageLocale('fr')
  return <ToolsView />
}
