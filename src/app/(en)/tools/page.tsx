import { ToolsView, toolsMetadata } from '@/features/tools/tool-views'

export const generateMetadata = () => toolsMetadata('en')

export default function ToolsPage() {
  return <ToolsView />
}
