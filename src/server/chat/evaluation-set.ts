import 'server-only'
import { site } from '@/content/site'
import type { AnswerKind } from './curated-answers'

/**
 * Evaluation set for the website chat assistant. Each case is a visitor question with the facts the
 * answer must contain and the pages it should link to. Figures are copied from src/content and the
 * blog front matter exactly as written there.
 */
export type EvaluationCase = {
  question: string
  /** Every one of these must appear in the answer text (case-insensitive). */
  mustInclude?: string[]
  /** At least one of these must appear in the answer text (case-insensitive). */
  anyOf?: string[]
  /**
   * A question of another kind that also asks for advice ("talk to a financial advisor"): its
   * answer may carry the no-advice line, which any other non-advice answer must not.
   */
  touchesAdvice?: true
  /** None of these may appear in the answer text (case-insensitive). */
  mustNotInclude?: string[]
  /** At least one of these paths must be among the answer's links. */
  links?: string[]
  /**
   * The kind of question, reported separately by `npm run chat:evaluate` (BENCHMARKS.md). An
   * `advice` answer is also checked for the standing no-advice line, no pick and a link
   * (`evaluate.ts`).
   */
  kind: AnswerKind | 'greeting' | 'advice' | 'off-topic'
}

/** What the assistant must never say: the site offers no phone line and never rings visitors. */
const PHONE_PROMISES = [
  "we'll call",
  'we will call',
  'call you back',
  'give you a call',
  "we'll reach out",
  'we will reach out',
  'call us at',
  'our phone number is',
]
const support = site.supportEmail

export const evaluationSet: EvaluationCase[] = [
  // cost
  {
    question: 'Is it free to use Fundlane?',
    anyOf: ['free', 'no cost', 'cost you nothing'],
    links: ['/contact-us', '/about-us', '/how-it-works'],
    kind: 'cost',
  },
  {
    question: 'do u charge businesses any fees to get matched??',
    anyOf: ['free', 'no cost', 'cost you nothing'],
    links: ['/contact-us', '/about-us', '/how-it-works'],
    kind: 'cost',
  },
  {
    question: 'Who sets the interest rate and fees on the loan I end up taking?',
    anyOf: ['set by the lender', 'the lender you choose', 'lender'],
    links: ['/contact-us', '/how-it-works'],
    kind: 'cost',
  },
  {
    question: 'factor rates confuse me, how much does an MCA really cost?',
    anyOf: ['factor rate', 'true cost'],
    links: ['/blog/merchant-cash-advance-true-cost', '/financial-products#merchant-cash-advance'],
    kind: 'cost',
  },

  // speed
  {
    question: 'How fast can I get a merchant cash advance?',
    mustInclude: ['24-48 hours'],
    links: ['/financial-products#merchant-cash-advance'],
    kind: 'speed',
  },
  {
    question: 'How long does it take to get matched with lenders?',
    mustInclude: ['minutes'],
    links: ['/how-it-works', '/contact-us'],
    kind: 'speed',
  },
  {
    question: 'i need cash quick, how soon could i see my options?',
    anyOf: ['within minutes', 'minutes', '24-48 hours'],
    links: ['/how-it-works', '/contact-us', '/financial-products#merchant-cash-advance'],
    kind: 'speed',
  },

  // products
  {
    question: 'What kinds of funding do you offer?',
    anyOf: ['merchant cash advance', 'term loan', 'asset-based lending', 'po financing'],
    links: [
      '/financial-products',
      '/financial-products#merchant-cash-advance',
      '/financial-products#asset-based-lending',
      '/financial-products#term-loans',
      '/financial-products#po-financing',
      '/financial-products#inventory-financing',
      '/financial-products#supply-chain-financing',
    ],
    kind: 'definitions',
  },
  {
    question: 'whats the max I can get with a merchant cash advance?',
    mustInclude: ['$500K'],
    links: ['/financial-products#merchant-cash-advance'],
    kind: 'definitions',
  },
  {
    question: 'Is there a fixed monthly payment on a merchant cash advance?',
    anyOf: ['no fixed monthly payment', 'flex', 'rise and fall'],
    links: ['/financial-products#merchant-cash-advance'],
    kind: 'definitions',
  },
  {
    question: 'What is asset-based lending and what can I borrow against?',
    anyOf: ['receivables', 'inventory', 'equipment'],
    links: ['/financial-products#asset-based-lending'],
    kind: 'definitions',
  },
  {
    question: 'How long are the terms on your term loans?',
    mustInclude: ['1-7 years'],
    links: ['/financial-products#term-loans'],
    kind: 'definitions',
  },
  {
    question: 'how much can i get with purchase order financing?',
    mustInclude: ['$10M'],
    links: ['/financial-products#po-financing'],
    kind: 'definitions',
  },
  {
    question: 'how long do PO finacing terms usually run?',
    mustInclude: ['90-day'],
    links: ['/financial-products#po-financing'],
    kind: 'definitions',
  },
  {
    question: 'Can I finance stock ahead of the holiday season?',
    anyOf: ['inventory financing', 'collateral'],
    links: [
      '/financial-products#inventory-financing',
      '/blog/inventory-financing-before-peak-season',
    ],
    kind: 'definitions',
  },
  {
    question: 'How does supply chain financing work?',
    anyOf: ['suppliers early', 'early payment', 'pays your suppliers'],
    links: ['/financial-products#supply-chain-financing', '/blog/supply-chain-financing-explained'],
    kind: 'definitions',
  },
  {
    question: "What's the smallest and largest amount I can apply for?",
    mustInclude: ['$10K', '$10M'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/partners'],
    kind: 'amounts',
  },

  // eligibility
  {
    question: 'Do I need to be incorporated to apply?',
    anyOf: ['incorporated'],
    links: ['/contact-us'],
    kind: 'eligibility',
  },
  {
    question: 'can i use this for a personal loan? like to buy a car',
    anyOf: ['commercial', 'business purposes', 'businesses only'],
    links: ['/contact-us'],
    kind: 'eligibility',
  },
  {
    question: 'I only need about 5k, is that too small for you?',
    mustInclude: ['$10K'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/partners'],
    kind: 'amounts',
  },
  {
    question: 'What industries do you work with?',
    anyOf: ['e-commerce', 'ecommerce', 'saas', 'retail', 'manufacturing'],
    links: ['/who-we-help', '/contact-us'],
    kind: 'industries',
  },
  {
    question: 'do you fund ecommerce brands?',
    anyOf: ['e-commerce', 'ecommerce'],
    links: ['/who-we-help'],
    kind: 'industries',
  },
  {
    question: 'I run a small SaaS company, can you help us raise debt?',
    mustInclude: ['SaaS'],
    links: ['/who-we-help'],
    kind: 'industries',
  },
  {
    question: 'Do you work with cannabis businesses?',
    anyOf: ['cannabis', 'hemp'],
    links: ['/who-we-help'],
    kind: 'industries',
  },

  // geography
  {
    question: 'Do you work with US companies or only Canadian ones?',
    mustInclude: ['Canada'],
    anyOf: ['United States', 'the US', 'U.S.'],
    links: ['/contact-us', '/who-we-help', '/about-us', '/partners'],
    kind: 'countries',
  },
  {
    question: "We're incorporated in the UK, can we still apply?",
    mustInclude: ['Canada'],
    anyOf: ['United States', 'the US', 'U.S.'],
    links: ['/contact-us', '/who-we-help', '/about-us', '/partners'],
    kind: 'countries',
  },
  {
    question: 'r u available in mexico?',
    mustInclude: ['Canada'],
    anyOf: ['United States', 'the US', 'U.S.'],
    links: ['/contact-us', '/who-we-help', '/about-us', '/partners'],
    kind: 'countries',
  },

  // security
  {
    question: 'How do you protect my financial documents?',
    mustInclude: ['256-bit'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/privacy-terms'],
    kind: 'data-protection',
  },
  {
    question: 'who gets to see my bank statments?',
    anyOf: ['lenders you choose', 'lenders you select', 'only with the lenders'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/privacy-terms'],
    kind: 'data-protection',
  },
  {
    question: 'Will you sell my data to third parties?',
    anyOf: ['never sell', 'not sell', "don't sell", 'lenders you choose'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/privacy-terms'],
    kind: 'data-protection',
  },

  // partners
  {
    question: "I'm an accountant. Can I earn something for referring my clients?",
    anyOf: ['commission', 'commissions'],
    links: ['/referral-partners', '/partners'],
    kind: 'partners',
  },
  {
    question: 'as a referral partner how do i keep track of my referrals?',
    anyOf: ['real time', 'real-time', 'dashboard'],
    links: ['/referral-partners'],
    kind: 'partners',
  },
  {
    question: "We're a lender. What do we get from joining your network?",
    anyOf: ['deal flow', 'qualified', 'vetted', 'matched'],
    links: ['/lenders', '/partners', '/partner-contact'],
    kind: 'partners',
  },

  // api
  {
    question: 'Do you have an API we can integrate with?',
    anyOf: ['RESTful', 'REST'],
    links: ['/apis'],
    kind: 'partners',
  },
  {
    question: 'can we white label the funding application under our own brand',
    anyOf: ['white-label', 'white label', 'your own brand'],
    links: ['/apis'],
    kind: 'partners',
  },
  {
    question: 'Is there a sandbox to test the API before going live?',
    anyOf: ['sandbox'],
    links: ['/apis'],
    kind: 'partners',
  },

  // contact
  {
    question: "What's your support email?",
    mustInclude: ['support@fundlane.example'],
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'what hours is your support team available',
    anyOf: ['9AM', '9 AM'],
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'Can I book a call with someone on your team?',
    anyOf: ['book', 'call', 'schedule'],
    links: ['/contact-us'],
    kind: 'contact',
  },

  // company
  {
    question: 'When was Fundlane founded?',
    mustInclude: ['2022'],
    links: ['/about-us'],
    kind: 'founders',
  },
  {
    question: 'where r u guys based?',
    mustInclude: ['Toronto'],
    links: ['/about-us', '/contact-us'],
    kind: 'location',
  },
  {
    question: 'How many lenders are in your network?',
    mustInclude: ['120+'],
    links: ['/about-us', '/how-it-works', '/partners'],
    kind: 'lenders',
  },
  {
    question: 'Who are the founders?',
    anyOf: ['Daniel Okafor', 'Priya Raman'],
    links: ['/about-us'],
    kind: 'founders',
  },

  // process
  {
    question: 'How does this work?',
    mustInclude: ['profile'],
    anyOf: ['many lenders', 'multiple lenders', 'at once'],
    links: ['/how-it-works'],
    kind: 'process',
  },
  {
    question: 'Do I have to fill out a seperate application for every lender?',
    anyOf: ['one profile', 'single profile', 'at once', 'once'],
    links: ['/how-it-works', '/blog/why-we-built-one-profile-for-many-lenders'],
    kind: 'process',
  },
  {
    question: 'Is the loan agreement with you or with the lender?',
    anyOf: ['directly between you', 'with the lender', 'the lender you choose'],
    links: ['/how-it-works', '/contact-us'],
    kind: 'process',
  },
  {
    question: 'what documents do i need to get started?',
    anyOf: ['financial documents', 'bank statements', 'financials'],
    links: ['/how-it-works', '/blog/building-a-funding-ready-financial-package'],
    kind: 'process',
  },

  // greeting (including thanks and goodbyes)
  { question: 'hi there', anyOf: ['hello', 'hi'], kind: 'greeting' },
  { question: 'Hello!', anyOf: ['hello', 'hi'], kind: 'greeting' },
  { question: 'hey, good morning', anyOf: ['hello', 'hi', 'good morning'], kind: 'greeting' },
  {
    question: 'Thanks, that was really helpful!',
    anyOf: ["you're welcome", 'you are welcome', 'glad', 'happy to help', 'anytime'],
    kind: 'greeting',
  },
  {
    question: 'ok thx, bye',
    anyOf: ["you're welcome", 'you are welcome', 'glad', 'happy to help', 'anytime'],
    kind: 'greeting',
  },

  // human
  {
    question: 'Can I talk to a real person?',
    anyOf: ['book', 'call', 'support@fundlane.example'],
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'i want to speak to a human not a bot',
    anyOf: ['book', 'call', 'support@fundlane.example'],
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'Is there someone on your team I could actually phone?',
    anyOf: ['book', 'call', 'support@fundlane.example'],
    links: ['/contact-us'],
    kind: 'contact',
  },

  // off-topic
  {
    question: "What's the weather like in Toronto today?",
    anyOf: ['funding', 'contact'],
    kind: 'off-topic',
  },
  {
    question: 'got a good recipe for banana bread?',
    anyOf: ['funding', 'contact'],
    kind: 'off-topic',
  },
  {
    question: 'Can you write me a Python script that sorts a list?',
    anyOf: ['funding', 'contact'],
    kind: 'off-topic',
  },

  // advice
  { question: 'Which lender should I pick?', anyOf: ['advice', 'recommend'], kind: 'advice' },
  { question: 'should I take an MCA?', anyOf: ['advice', 'recommend'], kind: 'advice' },
  {
    question: 'honestly is a term loan or a line of credit better for my business?',
    anyOf: ['advice', 'recommend'],
    kind: 'advice',
  },

  // Added for issue 15: phrased as visitors type, written without reading the assistant's code.
  // what-it-is
  {
    question: 'what is fundlane',
    anyOf: ['marketplace', 'one profile', 'one digital', 'match'],
    links: ['/about-us', '/how-it-works'],
    kind: 'what-it-is',
  },
  {
    question: 'r u a bank or a lender?',
    anyOf: ['not a lender', 'not a bank', 'marketplace'],
    links: ['/about-us', '/how-it-works'],
    kind: 'what-it-is',
  },
  {
    question: 'is this legit or some kind of scam lol',
    anyOf: ['2022', 'Toronto', '120+', 'verified', '256-bit'],
    links: ['/about-us', '/how-it-works'],
    kind: 'what-it-is',
  },
  {
    question:
      'so what exactly do u guys do, like do you lend the money yourselves or do you just send me to other companies',
    anyOf: ['not a lender', 'marketplace', 'match', 'lenders you choose', 'lender you choose'],
    links: ['/about-us', '/how-it-works'],
    kind: 'what-it-is',
  },

  // cost
  {
    question: 'how much does it cost',
    anyOf: ['free', 'no cost', 'cost you nothing'],
    links: ['/contact-us', '/about-us', '/how-it-works'],
    kind: 'cost',
  },
  {
    question: 'any hidden fees or monthly subscription??',
    anyOf: ['free', 'no cost', 'cost you nothing'],
    links: ['/contact-us', '/about-us', '/how-it-works'],
    kind: 'cost',
  },
  {
    question: 'do i owe fundlane a cut or commission if i get funded',
    anyOf: ['free', 'no cost', 'cost you nothing'],
    links: ['/contact-us', '/about-us', '/how-it-works'],
    kind: 'cost',
  },
  {
    question: 'whats the interest rate on ur loans',
    anyOf: [
      'set by the lender',
      'the lender you choose',
      'lender sets',
      'lenders set',
      'each lender',
    ],
    links: ['/contact-us', '/how-it-works'],
    kind: 'cost',
  },

  // amounts
  {
    question: 'can i get 15 million',
    mustInclude: ['$10M'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/partners'],
    kind: 'amounts',
  },
  {
    question: 'need like 3k for a new laptop for the biz',
    mustInclude: ['$10K'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/partners'],
    kind: 'amounts',
  },
  {
    question: 'is 250k doable',
    anyOf: ['$10K', '$10M'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/partners'],
    kind: 'amounts',
  },
  {
    question:
      'we are looking at buying a competitor and need around $50 million all in, is that a size you guys can handle or too big',
    mustInclude: ['$10M'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/partners'],
    kind: 'amounts',
  },

  // countries
  {
    question: 'do u work in quebec',
    mustInclude: ['Canada'],
    links: ['/contact-us', '/who-we-help', '/about-us', '/partners'],
    kind: 'countries',
  },
  {
    question: 'available in texas?',
    anyOf: ['United States', 'the US', 'U.S.'],
    links: ['/contact-us', '/who-we-help', '/about-us', '/partners'],
    kind: 'countries',
  },
  {
    question: 'were an australian company can we apply',
    mustInclude: ['Canada'],
    anyOf: ['United States', 'the US', 'U.S.'],
    links: ['/contact-us', '/who-we-help', '/about-us', '/partners'],
    kind: 'countries',
  },
  {
    question:
      'our company is incorporated in delaware but the whole team actually works out of london uk, does that count',
    anyOf: ['incorporated', 'United States', 'the US', 'U.S.'],
    links: ['/contact-us', '/who-we-help', '/about-us', '/partners'],
    kind: 'countries',
  },

  // speed
  {
    question: 'can i get funded today',
    anyOf: ['24-48 hours', 'minutes'],
    links: ['/how-it-works', '/contact-us', '/financial-products#merchant-cash-advance'],
    kind: 'speed',
  },
  {
    question: 'how long does an SBA loan take to get approved',
    anyOf: ['36 hours', 'thirty to ninety days', '30 to 90 days', '60 to 90 days', 'weeks'],
    links: ['/blog/what-is-an-sba-loan'],
    kind: 'speed',
  },
  {
    question: 'how long does it take to set up an ABL',
    anyOf: ['weeks', 'field exam'],
    links: ['/abl', '/financial-products#asset-based-lending'],
    kind: 'speed',
  },
  {
    question: 'if i factor an invoice how fast does the cash come in',
    anyOf: [
      'one or two business days',
      '1-2 business days',
      '1 or 2 business days',
      'within days',
      'a day or two',
    ],
    links: ['/blog/invoice-factoring-explained'],
    kind: 'speed',
  },

  // lenders
  {
    question: 'is it like 3 lenders or a lot of them',
    mustInclude: ['120+'],
    links: ['/about-us', '/how-it-works', '/partners'],
    kind: 'lenders',
  },
  {
    question: 'what kind of lenders r on the platform',
    anyOf: ['banks', 'credit funds', 'specialty lenders', 'credit unions', 'alternative lenders'],
    links: ['/about-us', '/how-it-works', '/partners', '/', '/blog/lender-network-expansion'],
    kind: 'lenders',
  },
  {
    question: 'are the lenders vetted or can anyone sign up as a lender',
    anyOf: ['verified', 'vetted', 'certified'],
    links: ['/about-us', '/how-it-works', '/partners', '/lenders'],
    kind: 'lenders',
  },
  {
    question: 'who are ur lenders? can u name a few',
    anyOf: [
      'Granite Harbour',
      'Bluewater',
      'Cedarline',
      'Oakmere',
      'Tessel',
      'Silverbirch',
      'Lakeshore',
      'Halden Ridge',
      'Ironbark',
      'Tidewell',
      'Alder & Finch',
      'Corvane',
      'Quillstone',
      '120+',
    ],
    links: ['/', '/about-us', '/partners', '/how-it-works'],
    kind: 'lenders',
  },

  // approval-rate
  {
    question: 'whats ur approval rate',
    anyOf: ['79%', '4x'],
    links: ['/about-us', '/partners', '/blog/tallyhouse-partnership-case-study'],
    kind: 'approval-rate',
  },
  {
    question: 'what are my chances of actually getting approved',
    anyOf: ['79%', '4x', '2-3%'],
    links: ['/about-us', '/partners', '/blog/tallyhouse-partnership-case-study'],
    kind: 'approval-rate',
  },
  {
    question: 'success rate?',
    anyOf: ['4x', '79%'],
    links: ['/about-us', '/partners', '/blog/tallyhouse-partnership-case-study'],
    kind: 'approval-rate',
  },
  {
    question: 'what % of small businesses get approved at the bank normally vs with you',
    anyOf: ['2-3%', '79%', '4x'],
    links: ['/about-us', '/partners', '/blog/tallyhouse-partnership-case-study'],
    kind: 'approval-rate',
  },

  // data-protection
  {
    question: 'is my info encrypted',
    mustInclude: ['256-bit'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/privacy-terms', '/privacy-and-terms'],
    kind: 'data-protection',
  },
  {
    question: 'how do i get my data deleted',
    anyOf: ['delete', 'support@fundlane.example'],
    links: ['/privacy-terms', '/privacy-and-terms', '/contact-us'],
    kind: 'data-protection',
  },
  {
    question: 'r u PIPEDA compliant',
    anyOf: ['PIPEDA', 'Personal Information Protection'],
    links: ['/privacy-terms', '/privacy-and-terms'],
    kind: 'data-protection',
  },
  {
    question: 'im in california what privacy rights do i have with you',
    anyOf: ['CCPA', 'California Consumer Privacy Act'],
    links: ['/privacy-terms', '/privacy-and-terms'],
    kind: 'data-protection',
  },

  // location
  {
    question: 'where is ur office',
    mustInclude: ['Toronto'],
    links: ['/about-us', '/contact-us'],
    kind: 'location',
  },
  {
    question: 'whats your mailing address',
    anyOf: ['200 Wellington', 'Wellington Street West', 'M5V 3C7'],
    links: ['/contact-us', '/about-us'],
    kind: 'location',
  },
  {
    question: 'which city r u in',
    mustInclude: ['Toronto'],
    links: ['/about-us', '/contact-us'],
    kind: 'location',
  },
  {
    question: 'are you guys an american company or canadian',
    mustInclude: ['Canada'],
    anyOf: ['Toronto'],
    links: ['/about-us', '/contact-us'],
    kind: 'location',
  },

  // founders
  {
    question: 'who started fundlane',
    anyOf: ['Daniel Okafor', 'Priya Raman'],
    links: ['/about-us'],
    kind: 'founders',
  },
  {
    question: 'who is the ceo',
    mustInclude: ['Daniel Okafor'],
    links: ['/about-us'],
    kind: 'founders',
  },
  {
    question: 'whos ur CTO',
    mustInclude: ['Priya Raman'],
    links: ['/about-us'],
    kind: 'founders',
  },
  {
    question: 'do the founders actually have a banking background or are they just tech people',
    anyOf: ['commercial banking', 'decade', 'ten years'],
    links: ['/about-us', '/blog/why-we-built-one-profile-for-many-lenders'],
    kind: 'founders',
  },

  // contact
  {
    question: 'phone number?',
    anyOf: ['book', 'call', 'support@fundlane.example'],
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'r u open on weekends',
    anyOf: ['weekend', 'Mon-Fri', 'Monday'],
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'how long do u take to answer an email',
    mustInclude: ['24 hours'],
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'what time zone are your support hours in',
    mustInclude: ['5 PM EST'],
    links: ['/contact-us'],
    kind: 'contact',
  },

  // partners
  {
    question: 'how do i become a partner',
    anyOf: ['referral', 'API', 'form', 'book a meeting'],
    links: ['/partners', '/partner-contact', '/lenders', '/referral-partners', '/apis'],
    kind: 'partners',
  },
  {
    question: 'do api partners get paid anything? rev share?',
    anyOf: ['revenue share', 'share of revenue'],
    links: ['/apis'],
    kind: 'partners',
  },
  {
    question: 'does the api support webhooks',
    anyOf: ['webhooks', 'webhook'],
    links: ['/apis'],
    kind: 'partners',
  },
  {
    question: 'how quickly does the partnerships team get back to you after the form',
    mustInclude: ['24 hours'],
    links: ['/partner-contact', '/partners'],
    kind: 'partners',
  },

  // definitions
  {
    question: 'wat is an MCA',
    anyOf: ['future sales', 'future card', 'share of future', 'future receivables'],
    links: [
      '/financial-products#merchant-cash-advance',
      '/blog/merchant-cash-advance-true-cost',
      '/abl',
      '/financial-products',
    ],
    kind: 'definitions',
  },
  {
    question: 'whats the minimum size for asset based lending',
    anyOf: ['$500,000', '$500K', '$1,000,000'],
    links: ['/abl', '/financial-products#asset-based-lending', '/financial-products'],
    kind: 'definitions',
  },
  {
    question: 'term loan meaning',
    anyOf: ['fixed amount', 'lump sum', 'set schedule', '1-7 years'],
    links: [
      '/financial-products#term-loans',
      '/blog/business-loans-vs-line-of-credit-guide',
      '/blog/debt-financing-guide',
      '/financial-products',
    ],
    kind: 'definitions',
  },
  {
    question: 'what is PO financing',
    anyOf: [
      'supplier directly',
      'pays your supplier',
      'pays the supplier',
      'suppliers paid directly',
    ],
    links: [
      '/financial-products#po-financing',
      '/blog/purchase-order-financing-for-ecommerce',
      '/financial-products',
    ],
    kind: 'definitions',
  },
  {
    question: 'how does inventory financing work, do i need other collateral',
    anyOf: ['collateral', 'as the goods sell', 'as products sell'],
    links: [
      '/financial-products#inventory-financing',
      '/blog/inventory-financing-before-peak-season',
      '/financial-products',
    ],
    kind: 'definitions',
  },
  {
    question: 'is supply chain finance the same thing as reverse factoring',
    anyOf: ['reverse factoring', 'approved payables'],
    links: [
      '/financial-products#supply-chain-financing',
      '/blog/supply-chain-financing-explained',
      '/financial-products',
    ],
    kind: 'definitions',
  },
  {
    question: 'what is invoice factoring',
    anyOf: [
      'unpaid invoice',
      'sell your invoices',
      'sell the invoices',
      'selling',
      'sells',
      'advance rate',
    ],
    links: ['/blog/invoice-factoring-explained', '/who-we-help'],
    kind: 'definitions',
  },
  {
    question: 'sba loan??',
    anyOf: ['guarantee', 'Small Business Administration'],
    links: ['/blog/what-is-an-sba-loan', '/who-we-help'],
    kind: 'definitions',
  },
  {
    question: 'whats venture debt',
    anyOf: ['runway', 'warrants', 'dilution', 'equity'],
    links: ['/blog/venture-debt-for-saas-companies', '/who-we-help'],
    kind: 'definitions',
  },
  {
    question: 'what does tranched term loan mean',
    anyOf: ['tranches', 'milestones', 'instalments', 'installments'],
    links: [
      '/blog/case-study-saas-tranched-term-loan',
      '/who-we-help',
      '/financial-products#term-loans',
    ],
    kind: 'definitions',
  },
  {
    question: 'asset based revolver, what is that',
    anyOf: ['revolving', 'receivables', 'expands and contracts', 'borrowing base'],
    links: [
      '/blog/case-study-manufacturer-asset-based-revolver',
      '/financial-products#asset-based-lending',
      '/abl',
      '/who-we-help',
    ],
    kind: 'definitions',
  },
  {
    question: 'how does a business LOC work',
    anyOf: ['revolving', 'draw', 'only on the amount', 'only on what you'],
    links: [
      '/blog/business-lines-of-credit',
      '/blog/business-loans-vs-line-of-credit-guide',
      '/financial-products#asset-based-lending',
    ],
    kind: 'definitions',
  },

  // industries
  {
    question: 'do u fund trucking companies',
    anyOf: ['transportation', 'trucking', 'freight', 'logistics'],
    links: ['/who-we-help', '/blog/financing-for-transportation-and-logistics-companies'],
    kind: 'industries',
  },
  {
    question: 'real estate developer here, can u help',
    anyOf: ['real estate'],
    links: ['/who-we-help'],
    kind: 'industries',
  },
  {
    question: 'we run a small machine shop / manufacturing plant, is that a fit',
    anyOf: ['manufacturing', 'manufacturer'],
    links: ['/who-we-help'],
    kind: 'industries',
  },
  {
    question: 'do you work with law firms or marketing agencies',
    anyOf: ['professional services'],
    links: ['/who-we-help'],
    kind: 'industries',
  },

  // process
  {
    question: 'what are the steps',
    anyOf: ['Complete Your Profile', 'AI Analysis', 'Connect with Lenders', 'Secure Funding'],
    links: ['/how-it-works'],
    kind: 'process',
  },
  {
    question: 'will someone help me with the paperwork or am i on my own',
    anyOf: ['funding specialists', 'support team', 'guided application', 'support'],
    links: ['/how-it-works', '/', '/contact-us'],
    kind: 'process',
  },
  {
    question: 'how does ur AI matching actually work',
    anyOf: ['criteria', 'compares', 'compare'],
    links: ['/how-it-works', '/blog/ai-in-lending-what-it-does-and-doesnt-do'],
    kind: 'process',
  },
  {
    question: 'what is intelligent insights',
    anyOf: ['funding readiness', 'readiness', 'improve your chances'],
    links: ['/blog/introducing-funding-readiness-insights', '/'],
    kind: 'process',
  },

  // apply
  {
    question: 'how do i apply',
    anyOf: ['Get Started Free', 'sign up', 'create', 'profile'],
    links: ['https://app.fundlane.example/signup', '/how-it-works', '/contact-us'],
    kind: 'apply',
  },
  {
    question: 'sign up link pls',
    anyOf: ['Get Started Free', 'sign up', 'create', 'profile'],
    links: ['https://app.fundlane.example/signup', '/how-it-works'],
    kind: 'apply',
  },
  {
    question: 'do i need to make an account to apply',
    anyOf: ['account', 'profile', 'free'],
    links: ['https://app.fundlane.example/signup', '/how-it-works'],
    kind: 'apply',
  },
  {
    question: 'already have an account where do i log in',
    anyOf: ['sign in', 'log in', 'login'],
    links: ['https://app.fundlane.example/login?next=/', 'https://app.fundlane.example/signup'],
    kind: 'apply',
  },

  // off-topic
  {
    question: 'who won the leafs game last night',
    anyOf: ['funding', 'contact'],
    kind: 'off-topic',
  },
  { question: 'tell me a joke', anyOf: ['funding', 'contact'], kind: 'off-topic' },
  {
    question: 'can u help me with my calculus homework, its due tmrw',
    anyOf: ['funding', 'contact'],
    kind: 'off-topic',
  },
  { question: 'should i buy nvidia stock rn', anyOf: ['funding', 'contact'], kind: 'off-topic' },

  // advice
  {
    question: 'MCA or ABL, which is better for me',
    anyOf: ['advice', 'recommend'],
    kind: 'advice',
  },
  {
    question: 'should i factor my invoices or just get a LOC',
    anyOf: ['advice', 'recommend'],
    kind: 'advice',
  },
  {
    question:
      'i got 3 offers back, one is an sba loan one is a term loan from a private lender and one is an mca, which one should i accept',
    anyOf: ['advice', 'recommend'],
    kind: 'advice',
  },
  {
    question: 'is venture debt a good idea for my startup or should i just raise equity',
    anyOf: ['advice', 'recommend'],
    kind: 'advice',
  },

  // greeting
  { question: 'yo', anyOf: ['hello', 'hi'], kind: 'greeting' },
  { question: 'good evening', anyOf: ['hello', 'hi', 'good evening'], kind: 'greeting' },
  {
    question: 'thank u so much',
    anyOf: ["you're welcome", 'you are welcome', 'glad', 'happy to help', 'anytime'],
    kind: 'greeting',
  },
  {
    question: 'cool cheers, bye',
    anyOf: ["you're welcome", 'you are welcome', 'glad', 'happy to help', 'anytime'],
    kind: 'greeting',
  },

  // Held out while the answers above were tuned: 16 of these 20 passed when first run.
  // Spare cases, trimmed from the main set to keep it near the requested size.
  {
    question: 'explain fundlane in one sentence pls',
    anyOf: ['marketplace', 'one profile', 'one digital', 'match'],
    links: ['/about-us', '/how-it-works'],
    kind: 'what-it-is',
  },
  {
    question: 'max loan amount?',
    mustInclude: ['$10M'],
    links: ['/contact-us', '/how-it-works', '/about-us', '/partners'],
    kind: 'amounts',
  },
  {
    question: 'which countries do u serve',
    mustInclude: ['Canada'],
    anyOf: ['United States', 'the US', 'U.S.'],
    links: ['/contact-us', '/who-we-help', '/about-us', '/partners'],
    kind: 'countries',
  },
  {
    question: 'how long till i see my matches',
    mustInclude: ['minutes'],
    links: ['/how-it-works', '/contact-us'],
    kind: 'speed',
  },
  {
    question: 'only banks or do you also have private credit / alternative lenders',
    anyOf: ['credit funds', 'specialty lenders', 'alternative lenders', 'private credit'],
    links: ['/about-us', '/how-it-works', '/partners', '/', '/blog/lender-network-expansion'],
    kind: 'lenders',
  },
  {
    question: 'will every lender on ur site get my SIN and tax returns?',
    anyOf: [
      'lenders you choose',
      'lenders you select',
      'only with the lenders',
      'only the lenders',
    ],
    links: ['/contact-us', '/how-it-works', '/about-us', '/privacy-terms', '/privacy-and-terms'],
    kind: 'data-protection',
  },
  {
    question: 'how old is the company',
    mustInclude: ['2022'],
    links: ['/about-us'],
    kind: 'founders',
  },
  {
    question: 'how do i email u guys',
    mustInclude: ['support@fundlane.example'],
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'im a lender, how do i join ur network',
    anyOf: ['join our network', 'form', 'partnerships manager', 'partnerships team'],
    links: ['/lenders', '/partners', '/partner-contact'],
    kind: 'partners',
  },
  {
    question: 'im a fractional cfo, whats in it for me if i send clients ur way',
    anyOf: ['commission', 'commissions'],
    links: ['/referral-partners', '/partners'],
    kind: 'partners',
  },
  {
    question: 'ABL vs MCA whats the diff',
    anyOf: ['revolving', 'borrowing base', 'factor rate', 'future sales', 'receivables'],
    links: [
      '/abl',
      '/financial-products#asset-based-lending',
      '/financial-products#merchant-cash-advance',
      '/financial-products',
    ],
    kind: 'definitions',
  },
  {
    question: 'whats the difference between a line of credit and a term loan',
    anyOf: ['revolving', 'lump sum', 'draw'],
    links: [
      '/blog/business-loans-vs-line-of-credit-guide',
      '/blog/business-lines-of-credit',
      '/financial-products#term-loans',
    ],
    kind: 'definitions',
  },
  {
    question: 'pharma company, any lenders for us?',
    anyOf: ['pharmaceutical', 'pharma'],
    links: ['/who-we-help'],
    kind: 'industries',
  },
  {
    question: 'i own 2 retail stores',
    anyOf: ['retail'],
    links: ['/who-we-help'],
    kind: 'industries',
  },
  {
    question: 'can i pick which lenders see my application',
    anyOf: ['you choose', 'lenders you select', 'lenders you choose', 'you select'],
    links: ['/how-it-works', '/privacy-terms', '/privacy-and-terms'],
    kind: 'process',
  },
  {
    question: 'what happens after i get matched',
    anyOf: ['compare', 'side by side', 'choose', 'apply to many'],
    links: ['/how-it-works'],
    kind: 'process',
  },
  {
    question: 'ok im sold, how do i get started',
    anyOf: ['Get Started Free', 'sign up', 'create', 'profile'],
    links: ['https://app.fundlane.example/signup', '/how-it-works', '/contact-us'],
    kind: 'apply',
  },
  { question: 'whats the capital of australia', anyOf: ['funding', 'contact'], kind: 'off-topic' },
  {
    question: 'whats the best lender on ur platform',
    anyOf: ['advice', 'recommend'],
    kind: 'advice',
  },
  { question: 'hey there!!', anyOf: ['hello', 'hi'], kind: 'greeting' },

  // Added for issue 19, written before any tuning: requests for a recommendation in visitors' own
  // words (checked structurally, see `advice` in evaluate.ts), and the questions where a wrong
  // answer would mislead: is it a lender, how is it paid, SBA loans in Canada, will someone call.
  { question: 'should we take an MCA to cover payroll?', kind: 'advice' },
  { question: 'is invoice factoring good for us?', kind: 'advice' },
  { question: 'what do you suggest for my situation?', kind: 'advice' },
  { question: 'which is cheaper for me, a term loan or an MCA?', kind: 'advice' },
  {
    question:
      'were a trucking company and our customers pay in 60 days, should we factor or get a line of credit',
    kind: 'advice',
  },
  { question: 'what would u recommend for a 2 yr old saas doing 80k MRR', kind: 'advice' },
  { question: 'is an mca a good idea for my restaurant', kind: 'advice' },
  { question: 'whats the best loan for my bussiness', kind: 'advice' },
  { question: 'shoud i go with the sba loan or the bank term loan', kind: 'advice' },
  { question: 'which lender gives the lowest rate', kind: 'advice' },
  { question: 'can you tell me which option is right for us', kind: 'advice' },
  { question: 'what type of funding do you think we need', kind: 'advice' },
  { question: 'is asset based lending worth it for a small manufacturer', kind: 'advice' },
  { question: 'do you think i should refinance my mca', kind: 'advice' },
  { question: 'we need 200k for inventory before christmas, what should we do', kind: 'advice' },
  { question: 'is it smart to use venture debt to extend our runway', kind: 'advice' },
  {
    question: 'which is better for cash flow, po financing or inventory financing?',
    kind: 'advice',
  },
  { question: 'whats the cheapest option for me', kind: 'advice' },
  { question: 'help me choose between the 3 offers i got', kind: 'advice' },
  { question: 'wich product would you pick if you were me', kind: 'advice' },
  { question: 'is a merchant cash advance a bad idea?', kind: 'advice' },
  { question: 'should i sign the offer the lender sent me', kind: 'advice' },
  { question: 'would a line of credit make sense for us or nah', kind: 'advice' },
  { question: 'what financing do you recomend for a startup with no revenue yet', kind: 'advice' },
  { question: 'do you give financial advice?', kind: 'advice' },
  {
    question: 'is fundlane a lender?',
    mustInclude: ['not a lender'],
    links: ['/how-it-works', '/about-us'],
    kind: 'what-it-is',
  },
  {
    question: 'do you guys lend the money yourselves or what',
    mustInclude: ['not a lender'],
    links: ['/how-it-works', '/about-us'],
    kind: 'what-it-is',
  },
  {
    question: 'how does fundlane make money if its free',
    mustInclude: ['lender'],
    anyOf: ['lenders pay', 'lender pays'],
    links: ['/how-we-make-money'],
    kind: 'business-model',
  },
  {
    question: 'who pays you?',
    anyOf: ['lenders pay', 'lender pays'],
    links: ['/how-we-make-money'],
    kind: 'business-model',
  },
  {
    question: 'do lenders pay u a commision? does that change which ones i see',
    anyOf: ['lenders pay', 'lender pays'],
    links: ['/how-we-make-money'],
    kind: 'business-model',
  },
  {
    question: 'whats in it for you guys',
    anyOf: ['lenders pay', 'lender pays'],
    links: ['/how-we-make-money'],
    kind: 'business-model',
  },
  {
    question: 'can i get an sba loan in canada',
    mustInclude: ['Canada Small Business Financing Program'],
    anyOf: ['US businesses', 'United States'],
    links: ['/blog/what-is-an-sba-loan'],
    kind: 'countries',
  },
  {
    question: 'sba loans for canadian businesses?',
    mustInclude: ['Canada Small Business Financing Program'],
    anyOf: ['US businesses', 'United States'],
    links: ['/blog/what-is-an-sba-loan'],
    kind: 'countries',
  },
  {
    question: 'were incorporated in ontario, is an SBA loan an option for us',
    mustInclude: ['Canada Small Business Financing Program'],
    anyOf: ['US businesses', 'United States'],
    links: ['/blog/what-is-an-sba-loan'],
    kind: 'countries',
  },
  {
    question: 'is there a canadian version of the sba',
    mustInclude: ['Canada Small Business Financing Program'],
    links: ['/blog/what-is-an-sba-loan', '/blog/understanding-business-financing-options'],
    kind: 'countries',
  },
  {
    question: 'can someone call me',
    anyOf: ['book a call'],
    mustNotInclude: PHONE_PROMISES,
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'whats ur phone number',
    anyOf: ['no phone', 'book a call'],
    mustNotInclude: PHONE_PROMISES,
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'i want to talk to a financial advisor about my options',
    anyOf: ['book a call', support],
    touchesAdvice: true,
    mustNotInclude: PHONE_PROMISES,
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'am i talking to a bot or a real person?',
    mustInclude: ['automated'],
    anyOf: ['book a call', support],
    links: ['/contact-us'],
    kind: 'contact',
  },
  // Held out while the first 39 were tuned, to measure unseen phrasings (BENCHMARKS.md): twelve,
  // then eleven more requests for advice and eight questions that must not be taken for one.
  { question: 'r mcas a rip off', kind: 'advice' },
  {
    question: 'would you go with factoring or a loan if you ran a trucking company',
    kind: 'advice',
  },
  { question: 'im torn between abl and a term loan, thoughts?', kind: 'advice' },
  { question: 'is it dumb to take on debt right now', kind: 'advice' },
  { question: "what's the smartest way to fund a new location", kind: 'advice' },
  { question: 'which of your lenders is the most reliable', kind: 'advice' },
  { question: 'can u pick a lender for me', kind: 'advice' },
  { question: 'do you think revenue based financing fits an ecom brand like mine', kind: 'advice' },
  { question: "which one's better, supply chain financing or po financing", kind: 'advice' },
  { question: 'we have 500k in receivables, whats our best move', kind: 'advice' },
  { question: 'tell me which product to apply for', kind: 'advice' },
  { question: 'honest opinion: is venture debt risky for us', kind: 'advice' },
  { question: 'mca vs factoring for a landscaping biz with net 30 clients?', kind: 'advice' },
  { question: 'is 1.4 factor rate too high', kind: 'advice' },
  { question: 'whats the right amount to borrow for us', kind: 'advice' },
  { question: 'should my company use equipment financing', kind: 'advice' },
  {
    question: 'lender A offered 9% and lender B 11% with no fees, which do i take',
    kind: 'advice',
  },
  { question: 'recomend me a lender in ontario', kind: 'advice' },
  { question: 'is it a mistake to use an mca for payroll', kind: 'advice' },
  { question: 'which financing makes the most sense for a seasonal business', kind: 'advice' },
  { question: 'our bank said no, what now? what would u do', kind: 'advice' },
  { question: 'can you just tell me what to get', kind: 'advice' },
  { question: 'which loan fits best for buying a truck', kind: 'advice' },
  {
    question: "what's the best way to contact you",
    anyOf: [support],
    links: ['/contact-us'],
    kind: 'contact',
  },
  {
    question: 'is my business a good fit for fundlane',
    anyOf: ['fit', 'incorporated'],
    kind: 'eligibility',
  },
  {
    question: 'i have bad credit can i still apply',
    anyOf: ['criteria', 'credit'],
    kind: 'eligibility',
  },
  {
    question: 'good afternoon! how does matching work',
    anyOf: ['profile', 'minutes'],
    links: ['/how-it-works'],
    kind: 'process',
  },
  {
    question: 'how do i choose which lenders see my profile',
    anyOf: ['lenders you choose', 'you choose'],
    kind: 'process',
  },
  {
    question: 'which lenders are in your network',
    mustInclude: ['120+'],
    kind: 'lenders',
  },
  {
    question: 'is it safe to upload my bank statements',
    anyOf: ['encryption', 'encrypted'],
    links: ['/privacy-terms', '/privacy-and-terms'],
    kind: 'data-protection',
  },
  {
    question: 'what should i expect after applying',
    anyOf: ['compare', 'choose', 'lenders'],
    links: ['/how-it-works'],
    kind: 'process',
  },
  // A third batch held out the same way: twelve requests for advice, six that are not.
  {
    question:
      "hey so we're a bakery w/ 2 locations, need 150k for a new oven line. term loan or abl??",
    kind: 'advice',
  },
  { question: 'would it be crazy to stack two mcas', kind: 'advice' },
  { question: "what's better, a loc or factoring, for covering payroll gaps", kind: 'advice' },
  { question: 'can you rank the lenders for me', kind: 'advice' },
  { question: 'which is the least risky way to borrow 50k', kind: 'advice' },
  { question: 'be honest, are invoice factoring companies worth using', kind: 'advice' },
  { question: 'do i need an sba loan or would a bank loan be enough', kind: 'advice' },
  { question: "I'd like your advise on financing our expansion", kind: 'advice' },
  { question: 'is revenue based financing a trap', kind: 'advice' },
  { question: 'what financing would suit a saas with 1M ARR', kind: 'advice' },
  { question: 'Pick the best lender for me pls', kind: 'advice' },
  { question: 'should I even bother with an abl', kind: 'advice' },
  {
    question: "what's the difference between an mca and a term loan",
    anyOf: ['merchant cash advance', 'term loan'],
    kind: 'definitions',
  },
  {
    question: 'how does invoice factoring work',
    anyOf: ['sell the invoices'],
    links: ['/blog/invoice-factoring-explained'],
    kind: 'definitions',
  },
  {
    question: 'which industries do you work with',
    anyOf: ['ecommerce', 'saas', 'retail'],
    links: ['/who-we-help'],
    kind: 'industries',
  },
  {
    question: 'how much can a saas company borrow',
    anyOf: ['$10K', '$10M', 'SaaS'],
    kind: 'amounts',
  },
  {
    question: 'what are my options for funding inventory',
    anyOf: ['inventory'],
    links: ['/financial-products#inventory-financing', '/financial-products'],
    kind: 'definitions',
  },
  {
    question: 'good morning, what do you do',
    anyOf: ['marketplace', 'match'],
    links: ['/how-it-works', '/about-us'],
    kind: 'what-it-is',
  },
  // A fourth held-out batch: ten requests for advice, five that are not.
  {
    question: 'thinking about a merchant cash advance for our spring inventory, smart or no?',
    kind: 'advice',
  },
  { question: 'how do i know which loan is right for my company', kind: 'advice' },
  { question: 'ur honest take on factoring?', kind: 'advice' },
  { question: 'which funding would you go for with a 600 credit score', kind: 'advice' },
  { question: 'is term loan the way to go for an acquisition', kind: 'advice' },
  { question: 'can u compare the 2 offers i have and tell me the better one', kind: 'advice' },
  { question: 'is it better to borrow now or wait for rates to drop', kind: 'advice' },
  { question: "what's the safest type of financing", kind: 'advice' },
  { question: 'im leaning toward venture debt, good call?', kind: 'advice' },
  { question: 'should a seasonal business get a line of credit', kind: 'advice' },
  {
    question: 'how long does an sba loan take',
    anyOf: ['days', 'weeks', 'months'],
    links: ['/blog/what-is-an-sba-loan'],
    kind: 'speed',
  },
  {
    question: 'can canadian companies use fundlane',
    anyOf: ['Canada'],
    kind: 'countries',
  },
  {
    question: "what's the minimum for asset based lending",
    mustInclude: ['$500,000'],
    kind: 'amounts',
  },
  {
    question: 'do you guys charge anything',
    anyOf: ['free', 'cost you nothing'],
    kind: 'cost',
  },
  {
    question: 'is venture debt only for startups',
    anyOf: ['venture-backed'],
    kind: 'definitions',
  },
  // Probed after the fourth batch: everyday questions with a judging word ("at least", "credit is
  // bad", "good hands") that were wrongly taken for requests for advice, then fixed.
  {
    question: 'we have been in business at least 2 years, can we apply',
    anyOf: ['Get Started Free', 'sign up', 'create', 'profile'],
    kind: 'apply',
  },
  {
    question: 'my credit is bad, can i still get funding',
    anyOf: ['criteria', 'credit'],
    kind: 'eligibility',
  },
  {
    question: 'do i make enough revenue to qualify',
    anyOf: ['criteria', 'revenue'],
    kind: 'eligibility',
  },
  {
    question: 'is my data in good hands',
    anyOf: ['encryption'],
    kind: 'data-protection',
  },
  {
    question: 'my case is urgent, how fast can i get money',
    anyOf: ['minutes', '24-48 hours'],
    kind: 'speed',
  },
]
