import type { IconCard, PartnerCaseStudy, StatTile } from './types'

/** Content of the partner pages: /partners, /lenders, /referral-partners, /apis, /partner-contact. */

/** The three clickable cards of the partners hub. */
export const partnerHubCards: (IconCard & { href: string })[] = [
  {
    icon: 'Landmark',
    title: 'Lenders',
    description:
      'Receive qualified deal flow from vetted businesses whose profiles already match your credit criteria.',
    href: '/lenders',
  },
  {
    icon: 'Handshake',
    title: 'Referral Partners',
    description:
      'Refer clients who need capital, track every application in real time and earn competitive commissions.',
    href: '/referral-partners',
  },
  {
    icon: 'Code2',
    title: 'API Partners',
    description:
      'Embed funding in your platform with our RESTful API, white-label options and dedicated developer support.',
    href: '/apis',
  },
]

/** The case study on the partners hub (invented sample partner; its article is flagged too). */
export const partnerCaseStudy: PartnerCaseStudy & {
  /** The slug of its article (linked in each language through the article lists). */
  article: string
  results: StatTile[]
} = {
  title: 'Tallyhouse: funding help for e-commerce clients',
  summary:
    'Tallyhouse is an accounting firm that keeps the books for fast-growing e-commerce brands. It became a referral partner so that clients facing inventory and cash-flow gaps could reach many lenders through one application instead of chasing banks one by one.',
  quote:
    'Our clients used to lose weeks applying to lenders one at a time. Now they complete a single profile, compare real offers within days, and far more of them get approved. It has strengthened every client relationship we have.',
  quoteName: 'Gwen Halvorsen',
  quoteRole: 'Chief Executive Officer, Tallyhouse',
  article: 'tallyhouse-partnership-case-study',
  results: [
    { number: '79%', label: 'approval rate for referred clients' },
    { number: '7x', label: 'above the industry average' },
    { number: '$150k', label: 'secured in under an hour' },
  ],
  illustrative: true,
}

/** Benefit cards of the partners hub. */
export const partnerBenefits: IconCard[] = [
  {
    icon: 'Globe',
    title: 'Expand Your Reach',
    description:
      'Connect with businesses across Canada and the United States that are actively looking for capital, from $10K to $10M.',
  },
  {
    icon: 'TrendingUp',
    title: 'Mutual Growth',
    description:
      'Grow alongside a marketplace of 120+ verified lenders and 1000+ funded businesses, with incentives that reward the value you bring.',
  },
  {
    icon: 'Headset',
    title: 'Dedicated Support',
    description:
      'A named partnerships manager helps you onboard, answers questions quickly and reviews results with you as the partnership grows.',
  },
]

/** The four auto-rotating features of /lenders. */
export const lenderFeatures: IconCard[] = [
  {
    icon: 'UserCheck',
    title: 'Access Vetted Businesses',
    description:
      'Review applications from businesses with verified profiles, complete financial documents and funding needs already matched to your credit box, so your team spends time on real opportunities.',
  },
  {
    icon: 'Users',
    title: 'Gain and Retain Clients',
    description:
      'Reach borrowers in industries and regions you already serve, and stay in front of them as they grow and return for additional capital through the same profile.',
  },
  {
    icon: 'Workflow',
    title: 'Simplify Your Process',
    description:
      'Receive standardized applications in one consistent format instead of chasing missing documents by e-mail. Set your criteria once and let matching route suitable deals to you.',
  },
  {
    icon: 'FileCheck2',
    title: 'Modernize Your Diligence',
    description:
      'Start underwriting with organized bank statements, financials and business details in one secure place, protected by 256-bit encryption and shared with your team only when the business chooses you.',
  },
]

/** Benefit cards of /lenders. */
export const lenderBenefits: IconCard[] = [
  {
    icon: 'Cpu',
    title: 'AI-Powered Matching',
    description:
      'Our models compare each business profile with your lending criteria, so only the applications that fit your products reach your pipeline.',
  },
  {
    icon: 'Target',
    title: 'Qualified Deal Flow',
    description:
      'A steady stream of complete applications from businesses in Canada and the United States that are ready to move forward.',
  },
  {
    icon: 'ShieldCheck',
    title: 'Risk Mitigation',
    description:
      'Verified business details and consistent documentation give your credit team a clearer picture earlier, with the final decision always yours.',
  },
]

/** The three advantages of /referral-partners. */
export const referralAdvantages: IconCard[] = [
  {
    icon: 'Link2',
    title: 'Easy Referral Process',
    description:
      'Share your referral link or introduce a client directly. They complete one free profile and can apply to many lenders at once.',
  },
  {
    icon: 'Activity',
    title: 'Real-Time Tracking',
    description:
      'Follow each referral from profile to funding in your partner dashboard, with status updates as applications move forward.',
  },
  {
    icon: 'Percent',
    title: 'Competitive Commissions',
    description:
      'Earn a commission on every referred business that secures funding, paid on a clear schedule you can see in your dashboard.',
  },
]

/** 'Who We Empower': the six referral segments. */
export const referralSegments: IconCard[] = [
  {
    icon: 'Calculator',
    title: 'Accounting Firms',
    description:
      'Your clients ask about cash flow first. Give them a fast route to working capital when tax bills, payroll or inventory strain the books.',
  },
  {
    icon: 'BarChart3',
    title: 'CFOs',
    description:
      'Fractional and full-time CFOs can put funding options in front of leadership quickly when growth plans outpace the cash on hand.',
  },
  {
    icon: 'Landmark',
    title: 'Lenders',
    description:
      'Applicants who fall outside your credit box still need capital. Refer them onward and keep the relationship instead of issuing a decline.',
  },
  {
    icon: 'Laptop',
    title: 'Software Companies',
    description:
      'Businesses running on your platform regularly need capital for inventory, hiring and expansion. Offer them a funding path without building one yourself.',
  },
  {
    icon: 'Route',
    title: 'Logistics Consultants',
    description:
      'Carriers and shippers wait weeks on invoices while fuel and payroll are due now. Connect them with factoring and working capital lenders.',
  },
  {
    icon: 'Megaphone',
    title: 'Marketing Agencies',
    description:
      'Clients ready to scale campaigns often lack the budget to fund them. Help them secure capital for ad spend and launches.',
  },
]

/** The case study of /referral-partners (invented sample partner). */
export const referralCaseStudy: PartnerCaseStudy = {
  title: 'How Ledgerpoint Partners turned funding gaps into a client service',
  summary:
    'Ledgerpoint Partners is a fractional CFO practice serving growth-stage e-commerce and SaaS companies. Its CFOs now refer clients who need capital through a single referral link and track each application in real time. Referred clients reach multiple lenders with one profile, and the practice earns a commission on every funded deal.',
  quote:
    'Before, sourcing debt for a client meant weeks of calls. Now one profile reaches the right lenders, I can see progress in real time, and my clients choose between offers instead of waiting on a single bank.',
  quoteName: 'Renata Sousa',
  quoteRole: 'Founder & Fractional CFO, Ledgerpoint Partners',
  illustrative: true,
}

/** 'Enhance Your Value' on /apis. */
export const apiValuePoints: IconCard[] = [
  {
    icon: 'Plug',
    title: 'Embedded Funding Offers',
    description:
      'Show your users funding options from 120+ verified lenders inside your own product, at the moment they need capital.',
  },
  {
    icon: 'Wallet',
    title: 'New Revenue Share',
    description:
      'Earn a share of revenue on every business funded through your integration, adding income without adding a lending operation.',
  },
  {
    icon: 'Layers',
    title: 'White-Label Experience',
    description:
      'Present the application under your own brand, with styling and flows that match the rest of your platform.',
  },
]

/** 'Integrate With Ease': the three integration steps on /apis. */
export const apiSteps: IconCard[] = [
  {
    icon: 'Handshake',
    title: 'Partnership Setup',
    description:
      'Agree on scope and commercial terms with our partnerships team, then receive sandbox credentials and API documentation to start building.',
  },
  {
    icon: 'Code2',
    title: 'API Integration',
    description:
      'Connect to our RESTful API and test every flow in the sandbox, with our developer support team available to review your implementation.',
  },
  {
    icon: 'Rocket',
    title: 'Launch & Optimize',
    description:
      'Go live with production keys, then track conversion and funded volume together with us to refine the experience over time.',
  },
]

/** The two rotating panels on /apis. */
export const apiPanels: { title: string; description: string; points: string[] }[] = [
  {
    title: 'For Platforms',
    description:
      'Offer business funding inside your software, marketplace or payments product without becoming a lender.',
    points: [
      'White-label application under your brand',
      'Pre-fill profiles with data you already hold',
      'Revenue share on every funded business',
    ],
  },
  {
    title: 'For Lenders',
    description:
      'Receive matched applications directly in your own systems and respond without re-keying data.',
    points: [
      'Structured application data delivered by API',
      'Real-time status updates and decisions',
      'Dedicated developer support through launch',
    ],
  },
]

/** 'Powerful API Features' on /apis. */
export const apiFeatures: IconCard[] = [
  {
    icon: 'Code2',
    title: 'RESTful API',
    description:
      'Predictable JSON endpoints for profiles, documents, matches and application status, documented and testable in a sandbox.',
  },
  {
    icon: 'Zap',
    title: 'Real-time Processing',
    description:
      'Webhooks notify your system the moment a match, offer or status change happens, so your users always see current information.',
  },
  {
    icon: 'Lock',
    title: 'Enterprise Security',
    description:
      '256-bit encryption, scoped API keys and consent-based data sharing: business data reaches only the lenders a business chooses.',
  },
]

/** The 'Why Partner' trio of /partner-contact. */
export const whyPartner: IconCard[] = [
  {
    icon: 'Users',
    title: 'Reach Ready Businesses',
    description:
      'Connect with businesses in Canada and the United States that have completed their profiles and are actively seeking capital.',
  },
  {
    icon: 'TrendingUp',
    title: 'Grow Your Revenue',
    description:
      'Add commissions, revenue share or new loan volume, depending on how you partner with us.',
  },
  {
    icon: 'HeartHandshake',
    title: 'Work With a Dedicated Team',
    description:
      'A partnerships manager supports you from onboarding to launch and replies to every inquiry within 24 hours.',
  },
]
