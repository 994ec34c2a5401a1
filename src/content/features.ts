import type { FeatureCard } from './types'

/** The four AI-matching cards of the home page (docs/product.md, Home); the first is featured initially. */
export const aiFeatures: FeatureCard[] = [
  {
    icon: 'Target',
    title: 'Custom-Fit Offerings',
    description:
      'Your business profile is compared with the criteria of 120+ verified lenders, so you see **funding options that fit** your revenue, industry and goals within minutes.',
    featured: true,
  },
  {
    icon: 'FileStack',
    title: 'Simplified Applications',
    description:
      'Store, manage and submit your financial documents from one secure place. Upload statements and financials once, then reuse them for every lender you choose to apply to.',
    featured: false,
  },
  {
    icon: 'Headset',
    title: 'Direct Support',
    description:
      'Our funding specialists help you from start to submit, answering questions about documents, timelines and lender requirements so your application is complete before it goes out.',
    featured: false,
  },
  {
    icon: 'Lightbulb',
    title: 'Intelligent Insights',
    description:
      'See how funding-ready your business is and get clear steps to improve your chances, from bringing your books up to date to strengthening the numbers lenders review first.',
    featured: false,
    link: { label: 'Check your funding readiness', href: '/tools/funding-readiness' },
  },
]
