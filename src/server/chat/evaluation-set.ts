import 'server-only'
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
  /** At least one of these paths must be among the answer's links. */
  links?: string[]
  /** The kind of question, reported separately by `npm run chat:evaluate` (BENCHMARKS.md). */
  kind: AnswerKind | 'greeting' | 'advice' | 'off-topic'
}

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
]
