import { LendersView, lendersMetadata } from '@/features/partners/partner-views'

export const generateMetadata = () => lendersMetadata('en')

export default function LendersPage() {
  return <LendersView />
}
