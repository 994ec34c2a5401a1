import type { Step } from './types'

/** The four steps of /how-it-works, highlighted in turn. */
export const howItWorksSteps: Step[] = [
  {
    number: 1,
    title: 'Complete Your Profile',
    description:
      'Create your free digital business profile through a guided application. Add your business details, funding needs and financial documents once, and reuse them for every lender.',
    icon: 'ClipboardCheck',
  },
  {
    number: 2,
    title: 'AI Analysis',
    description:
      'Our AI-driven matching compares your profile with the criteria of 120+ verified lenders and shows the funding options that fit your business within minutes.',
    icon: 'Cpu',
  },
  {
    number: 3,
    title: 'Connect with Lenders',
    description:
      'Choose which lenders receive your application and apply to many at once. Your data is shared only with the lenders you select, protected by 256-bit encryption.',
    icon: 'Handshake',
  },
  {
    number: 4,
    title: 'Secure Funding',
    description:
      'Compare offers from $10K to $10M side by side and accept the one that suits your business. The loan agreement is made directly between you and the lender you choose.',
    icon: 'Banknote',
  },
]
