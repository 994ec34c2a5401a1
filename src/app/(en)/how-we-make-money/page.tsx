import { HowWeMakeMoneyView, howWeMakeMoneyMetadata } from '@/features/legal/how-we-make-money-view'

export const generateMetadata = () => howWeMakeMoneyMetadata('en')

export default function HowWeMakeMoneyPage() {
  return <HowWeMakeMoneyView />
}
