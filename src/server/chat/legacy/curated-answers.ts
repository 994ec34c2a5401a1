import 'server-only'
import { authors } from '@/content/authors'
import { contactFaqs } from '@/content/faqs'
import { industries } from '@/content/industries'
import { partnerCaseStudy, partnerHubCards, referralAdvantages } from '@/content/partners'
import { financialProducts } from '@/content/products'
import { businessHours, formatAddress, site } from '@/content/site'
import { companyStats } from '@/content/stats'
import { aiFeatures } from '@/content/features'
import { findArticle } from '@/server/content/articles'
import type { ConceptLexicon } from './understanding'

/**
 * The curated answer layer: the questions nearly every visitor asks, each answered once from the
 * site's own content, and the ideas (concepts) that recognise them in a visitor's own words.
 * Definitions come from the product section or the article that defines the term.
 */

export type ChatLink = { href: string; title: string }

/** The kinds of question the layer answers; the evaluation set reports its score per kind. */
export type AnswerKind =
  | 'what-it-is'
  | 'cost'
  | 'business-model'
  | 'amounts'
  | 'countries'
  | 'eligibility'
  | 'speed'
  | 'lenders'
  | 'approval-rate'
  | 'data-protection'
  | 'location'
  | 'founders'
  | 'contact'
  | 'process'
  | 'partners'
  | 'definitions'
  | 'industries'
  | 'apply'

const concepts = {
  // What the site is and who stands behind it.
  identity: {
    patterns: [
      /\b(what|who) (is|are) (you|this|brand|this (site|website|platform|service|company|app|business))\b/,
      /\bwhat (do|does) (you|brand|this (site|website|platform|service|company|app)|your (company|platform|site|service)) (do|offer)\b/,
      /\btell me (more )?about (you|yourself|yourselves|brand|your (company|platform|service|business)|this (site|company|platform|service))\b/,
      /\bwhat (exactly )?(is|are) (brand|this)\b/,
      /\bhow (is|are) (you|brand) different\b/,
      /\b(explain|describe|summari[sz]e) (brand|you|yourselves|this (site|platform|service|company)|what (you|brand) (do|does))\b/,
    ],
  },
  notLender: {
    patterns: [
      /\b(are|is) (you|brand|this|this (site|platform|company|service)) (guys )?(a|an|the) (\w+ )?(lender|bank|broker|loan company|finance company|credit union)\b/,
      /\b(do|does) (you|brand) (guys )?(lend|loan|give loans|make loans|provide (the )?(loans?|money|funds|funding|capital)|fund (me|us|businesses) directly)\b/,
      /\bwho (lends|provides|gives|pays out|supplies) (me )?the (money|loan|funds|funding|capital)\b/,
      /\b(loan )?agreement (is )?(with|between)\b/,
      /\bwho (do i|will i) (sign|repay|pay back|owe)\b/,
    ],
  },

  // Money questions.
  cost: {
    phrases: [
      'cost',
      'costs',
      'fee',
      'free',
      'charge',
      'charges',
      'price',
      'pricing',
      'expensive',
      'commission',
      'subscription',
      'interest rate',
      'interest',
      'apr',
      'hidden fee',
      'pay you',
      'pay anything',
      'paid service',
    ],
    patterns: [/\bhow much (is|does) (it|this|brand|the (service|platform)) (cost|charge)\b/],
  },
  /** How the company is paid, as opposed to what it costs a business. */
  revenueModel: {
    phrases: [
      'make money',
      'makes money',
      'making money',
      'earn money',
      'get paid',
      'gets paid',
      'business model',
      'revenue model',
      'who pays you',
      'who pays brand',
      'paid by lenders',
      'lenders pay you',
      'lender pays you',
      'referral fee',
      'referral fees',
      'in it for you',
    ],
    patterns: [
      /\bhow (do|does|are|is) (you|brand)( guys)? (make|earn|paid|funded|get paid)\b/,
      /\b(lenders?|partners?|banks?) (pay|pays|paying) (you|brand)\b/,
      /\b(commission|commissions|fee|fees|cut|kickback|kickbacks) from (the )?(lenders?|banks?)\b/,
      /\bdo (lenders?|banks?) pay\b/,
    ],
  },
  /** Offers a visitor already holds: how to weigh them, never which to take. */
  offers: {
    phrases: [
      'offer',
      'offers',
      'term sheet',
      'term sheets',
      'loan offer',
      'loan offers',
      'quotes',
    ],
  },
  factorRate: { phrases: ['factor rate', 'factor rates', 'holdback', 'true cost', 'real cost'] },
  amount: {
    phrases: [
      'how much',
      'amount',
      'amounts',
      'minimum',
      'maximum',
      'min',
      'max',
      'smallest',
      'largest',
      'biggest',
      'limit',
      'limits',
      'range',
      'too small',
      'too big',
      'too large',
      'million',
      'millions',
      'thousand',
      'size',
    ],
    // A bare small number ("3 lenders") is not an amount: money has a $, a unit or four digits.
    patterns: [
      /(^| )\$?\d+(\.\d+)?(k|m|mm|million|thousand|b|billion)( |$)/,
      /(^| )\$\d/,
      /(^| )\d{4,}( |$)/,
    ],
  },
  borrow: {
    phrases: ['borrow', 'raise', 'get', 'request', 'apply for', 'loan', 'loans', 'funding', 'fund'],
  },

  // Who can use it.
  country: {
    phrases: [
      'country',
      'countries',
      'canada',
      'canadian',
      'usa',
      'united states',
      'america',
      'american',
      'international',
      'internationally',
      'overseas',
      'abroad',
      'foreign',
      'outside',
      'worldwide',
      'global',
      'globally',
      'uk',
      'united kingdom',
      'england',
      'britain',
      'ireland',
      'europe',
      'european',
      'eu',
      'germany',
      'france',
      'spain',
      'italy',
      'netherlands',
      'australia',
      'new zealand',
      'mexico',
      'brazil',
      'india',
      'china',
      'japan',
      'singapore',
      'nigeria',
      'south africa',
      'dubai',
      'uae',
      'israel',
      'philippines',
      'ontario',
      'quebec',
      'british columbia',
      'alberta',
      'province',
      'provinces',
      'state',
      'states',
      'california',
      'texas',
      'florida',
      'new york',
      'available in',
      'operate in',
    ],
  },
  eligibility: {
    phrases: [
      'eligible',
      'eligibility',
      'qualify',
      'qualification',
      'requirement',
      'requirements',
      'criteria',
      'incorporated',
      'incorporation',
      'sole proprietor',
      'sole proprietorship',
      'sole prop',
      'startup',
      'start up',
      'new business',
      'time in business',
      'who can apply',
      'can i apply',
      'bad credit',
      'credit score',
      'poor credit',
      'low credit',
    ],
    patterns: [/\bcredit( score| history)? (is|was) (bad|poor|low|not great)\b/],
  },
  /** Canada named, beside a country or a programme: "SBA loans for Canadian businesses?" */
  canada: {
    patterns: [
      /\b(canada|canadian|canadians|ontario|quebec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick|province|provinces|provincial|toronto|vancouver|montreal|calgary|ottawa|csbfp|bdc)\b/,
    ],
  },
  personalUse: {
    phrases: [
      'personal loan',
      'personal use',
      'personal purpose',
      'personal purposes',
      'consumer loan',
      'car',
      'car loan',
      'mortgage',
      'student loan',
      'buy a house',
      'home loan',
      'vacation',
      'wedding',
      'payday loan',
    ],
  },

  // The service itself.
  speed: {
    phrases: [
      'today',
      'right now',
      'same week',
      'this week',
      'tomorrow',
      'overnight',
      'how soon can',
      'how long until',
      'how long',
      'how fast',
      'how quick',
      'how quickly',
      'how soon',
      'speed',
      'fast',
      'quick',
      'quickly',
      'asap',
      'urgent',
      'urgently',
      'turnaround',
      'same day',
      'wait',
      'waiting',
      'timeline',
      'timeframe',
      'time frame',
      'when will i',
      'when can i',
      'how many days',
      'takes',
      'take to',
    ],
  },
  lenders: {
    phrases: [
      'how many lenders',
      'what lenders',
      'which lenders',
      'kind of lenders',
      'types of lenders',
      'lot of lenders',
      'credit funds',
      'alternative lenders',
      'lender',
      'lenders',
      'network',
      'bank',
      'banks',
      'capital provider',
      'capital providers',
      'funder',
      'funders',
      'who lends',
    ],
  },
  approval: {
    phrases: [
      'approval rate',
      'approval rates',
      'acceptance rate',
      'success rate',
      'approve',
      'approved',
      'approval',
      'get approved',
      'chance',
      'chances',
      'odds',
      'likely',
      'likelihood',
      'guarantee approval',
      'guaranteed',
      'declined',
      'rejected',
      'turned down',
    ],
  },
  privacy: {
    phrases: [
      'sin',
      'ssn',
      'social insurance number',
      'social security number',
      'ccpa',
      'california',
      'privacy rights',
      'gdpr',
      'soc 2',
      'soc2',
      'data breach',
      'keep my data',
      'retain',
      'retention',
      'erase',
      'delete my data',
      'delete my account',
      'privacy',
      'private',
      'data',
      'my information',
      'personal information',
      'my info',
      'secure',
      'security',
      'safe',
      'safety',
      'encryption',
      'encrypted',
      'protect',
      'protected',
      'protection',
      'sell my',
      'share my',
      'who sees',
      'who can see',
      'who gets to see',
      'access my',
      'hack',
      'hacked',
      'confidential',
      'delete my',
      'pipeda',
      'safe to upload',
      'safe to share',
      'safe to send',
    ],
    patterns: [
      /\b(lender|lenders|who|everyone|anyone|anybody)( \w+){0,4} (get|gets|see|sees|access|receive|receives) (my|our)\b/,
      /\b(how|do|does|will|are|is) (do )?(you|brand|it|my|our) (\w+ )?(protect|protected|secure|secured|safeguard|encrypt|encrypted|store|stored|keep)\b/,
    ],
  },
  location: {
    phrases: [
      'mailing address',
      'postal address',
      'city',
      'which city',
      'what city',
      'street',
      'canadian company',
      'american company',
      'where are you from',
      'where r you',
      'physical office',
      'visit you',
      'in person',
      'located',
      'location',
      'headquarters',
      'headquartered',
      'hq',
      'office',
      'offices',
      'address',
      'based in',
      'where are you',
      'where is your company',
      'where is brand',
      'where is the company',
    ],
    patterns: [
      /\bwhere (are|is) (you|brand|your (company|team|office|business))( guys)?( based| from| located)?\b/,
    ],
  },
  founders: {
    phrases: [
      'founder',
      'founders',
      'founded',
      'co founder',
      'cofounder',
      'ceo',
      'cto',
      'owner of brand',
      'who owns',
      'who runs',
      'who started',
      'who created',
      'who built',
      'started the company',
      'been around',
      'how old',
      'established',
      'when did you start',
      'history',
      'daniel okafor',
      'priya raman',
      'team behind',
    ],
  },
  contact: {
    phrases: [
      'weekend',
      'weekends',
      'saturday',
      'sunday',
      'open on',
      'are you open',
      'reply',
      'respond',
      'response time',
      'get back to me',
      'answer an email',
      'answer emails',
      'call',
      'contact',
      'reach',
      'email',
      'e mail',
      'email address',
      'hours',
      'opening hours',
      'business hours',
      'support',
      'customer service',
      'get in touch',
      'book a call',
      'book a meeting',
      'schedule a call',
      'appointment',
    ],
    patterns: [
      /\b(answer|reply|respond|get back)( to)? (an |my |the )?(email|emails|e mail|message|messages|form)\b/,
    ],
  },
  /** The site has no phone line: a visitor who wants one gets the scheduler and the e-mail. */
  phone: {
    phrases: [
      'phone',
      'phone number',
      'telephone',
      'telephone number',
      'contact number',
      'cell',
      'call me',
      'call us',
      'call you',
      'call back',
      'callback',
      'phone call',
      'give me a call',
      'ring me',
      'toll free',
      '1 800',
    ],
  },
  human: {
    phrases: [
      'human',
      'real person',
      'a person',
      'someone',
      'somebody',
      'agent',
      'representative',
      'rep',
      'talk to',
      'speak to',
      'speak with',
      'chat with',
      'expert',
      'advisor',
      'adviser',
      'not a bot',
      'a bot',
      'bot',
      'robot',
      'ai assistant',
      'automated',
    ],
  },
  process: {
    phrases: [
      'ai matching',
      'matching',
      'match',
      'matched',
      'algorithm',
      'artificial intelligence',
      'machine learning',
      'ai',
      'how do you match',
      'how does matching work',
      'how does it work',
      'how does this work',
      'how do you work',
      'how does the platform work',
      'how does the process work',
      'how it works',
      'process',
      'steps',
      'step by step',
      'what happens',
      'what happens next',
      'after i apply',
      'after applying',
      'after i have applied',
      'what to expect',
      'what should i expect',
      'how do i use',
      'how to use',
    ],
  },
  separateApplications: {
    phrases: [
      'separate application',
      'separate applications',
      'every lender',
      'each lender',
      'multiple lenders',
      'many lenders',
      'one application',
      'one profile',
      'single application',
      'apply once',
      'same form',
      'over and over',
    ],
  },
  documents: {
    phrases: [
      'document',
      'documents',
      'docs',
      'paperwork',
      'bank statement',
      'bank statements',
      'financial statement',
      'financial statements',
      'tax return',
      'tax returns',
      'financials',
      'what do i need',
      'what will i need',
      'prepare',
    ],
  },
  apply: {
    phrases: [
      'get funded',
      'apply',
      'sign up',
      'signup',
      'register',
      'get started',
      'start an application',
      'start my application',
      'create an account',
      'create account',
      'open an account',
      'application',
      'join as a business',
    ],
  },

  trust: {
    phrases: [
      'legit',
      'legitimate',
      'scam',
      'scammer',
      'fraud',
      'fraudulent',
      'sketchy',
      'trustworthy',
      'trust you',
      'can i trust',
      'real company',
      'reputable',
      'reviews',
    ],
  },
  signIn: {
    phrases: [
      'log in',
      'login',
      'sign in',
      'signin',
      'log into',
      'my account',
      'existing account',
      'already have an account',
      'forgot my password',
      'forgot password',
      'reset my password',
      'password',
      'dashboard',
    ],
  },
  customFit: {
    phrases: ['custom fit', 'custom fit offerings', 'tailored offers', 'personalised offers'],
  },
  simplifiedApplications: {
    phrases: [
      'simplified applications',
      'upload documents',
      'upload my documents',
      'store my documents',
    ],
  },
  directSupport: {
    phrases: [
      'direct support',
      'funding specialist',
      'funding specialists',
      'help with my application',
    ],
  },
  intelligentInsights: {
    phrases: [
      'intelligent insights',
      'insights',
      'funding readiness',
      'funding ready',
      'readiness',
      'improve my chances',
      'improve our chances',
      'improve my odds',
      'better chance',
    ],
  },
  lenderCount: {
    patterns: [/\b(how many|number of|lot of|lots of|\d+) (lenders|banks|funders|of them)\b/],
  },

  // Partners.
  partner: {
    phrases: [
      'partner',
      'partners',
      'partnership',
      'partnerships',
      'partner with you',
      'become a partner',
      'work with you',
      'collaborate',
    ],
  },
  join: {
    phrases: [
      'join',
      'joining',
      'sign up as',
      'become',
      'get listed',
      'be listed',
      'onboard',
      'onboarding',
      'list our',
      'offer our loans',
      'offer our products',
      'deal flow',
      'get leads',
      'more borrowers',
      'find borrowers',
      'find clients',
    ],
  },
  weAre: {
    patterns: [
      /\b(i am|we are|i work (at|for)|we run|i run|i represent|as) (a|an) (\w+ )?(lender|bank|credit union|fund|private lender|direct lender|finance company|fintech|software company|saas platform|platform|accountant|accounting firm|bookkeeper|cfo|fractional cfo|broker|consultant|advisor|agency|developer)\b/,
      /\bour (bank|credit union|fund|lending|clients|customers|users|platform|software|app)\b/,
    ],
  },
  lenderRole: {
    phrases: [
      'we lend',
      'we are a lender',
      'lending partner',
      'lending partners',
      'private lender',
      'direct lender',
      'credit union',
      'lending institution',
      'credit box',
      'vetted businesses',
      'qualified businesses',
    ],
  },
  referralRole: {
    phrases: [
      'refer',
      'referral',
      'referrals',
      'referring',
      'referral partner',
      'referral program',
      'affiliate',
      'affiliates',
      'earn',
      'commissions',
      'kickback',
      'finder fee',
      'accountant',
      'accounting firm',
      'bookkeeper',
      'cfo',
      'fractional cfo',
      'broker',
      'consultant',
      'my clients',
      'our clients',
      'send you clients',
      'send clients',
    ],
  },
  apiRole: {
    phrases: [
      'api',
      'apis',
      'integrate',
      'integration',
      'integrating',
      'embed',
      'embedded',
      'white label',
      'white labelled',
      'white labeled',
      'whitelabel',
      'sandbox',
      'developer',
      'developers',
      'sdk',
      'webhook',
      'rest',
      'restful',
      'our platform',
      'our software',
      'our app',
      'our users',
    ],
  },

  // Industries.
  industriesGeneral: {
    phrases: [
      'industry',
      'industries',
      'sector',
      'sectors',
      'kind of business',
      'kinds of business',
      'type of business',
      'types of business',
      'what businesses',
      'which businesses',
      'niche',
    ],
  },
  ecommerce: {
    phrases: [
      'ecommerce',
      'e commerce',
      'online store',
      'online brand',
      'online shop',
      'shopify',
      'amazon seller',
      'dtc',
      'd2c',
    ],
  },
  saas: { phrases: ['saas', 'software company', 'subscription software', 'software business'] },
  retail: { phrases: ['retail', 'retailer', 'store', 'shop', 'boutique'] },
  professionalServices: {
    phrases: [
      'professional services',
      'agency',
      'consultancy',
      'law firm',
      'accounting practice',
      'dental',
      'clinic',
    ],
  },
  manufacturing: {
    phrases: ['manufacturing', 'manufacturer', 'factory', 'fabrication', 'machine shop'],
  },
  transportation: {
    phrases: [
      'transportation',
      'trucking',
      'truck',
      'trucks',
      'fleet',
      'logistics',
      'carrier',
      'freight',
    ],
  },
  otherIndustries: {
    phrases: [
      'real estate developer',
      'real estate developers',
      'real estate development',
      'property developers',
      'property development',
      'real estate investor',
      'cannabis',
      'hemp',
      'marijuana',
      'weed',
      'pharmaceutical',
      'pharmaceuticals',
      'pharma',
      'real estate',
      'property developer',
      'lender finance',
    ],
  },

  // Capital products and terms.
  /** "What are my options": on its own a question about the products, beside a topic a detail. */
  options: { phrases: ['options', 'choices', 'alternatives'] },
  productsOverview: {
    phrases: [
      'funding options',
      'financing options',
      'loan options',
      'loan types',
      'loan products',
      'financial products',
      'financing products',
      'capital solutions',
      'what do you offer',
      'what can you offer',
      'what do you fund',
      'working capital',
    ],
    patterns: [
      /\b(kind|kinds|type|types|sort|sorts|form|forms) of (funding|financing|finance|loan|loans|capital|product|products|credit|money)\b/,
    ],
  },
  merchantCashAdvance: {
    phrases: [
      'merchant cash advance',
      'merchant cash advances',
      'mca',
      'mcas',
      'cash advance',
      'merchant advance',
      'merchant cash',
    ],
  },
  assetBasedLending: {
    phrases: [
      'asset based lending',
      'asset based loan',
      'asset based loans',
      'asset based',
      'abl',
      'asset backed',
      'borrowing base',
      'borrow against',
      'collateral',
    ],
  },
  assetBasedRevolver: {
    phrases: ['asset based revolver', 'revolver', 'abl revolver', 'revolving asset based'],
  },
  termLoan: {
    phrases: ['term loan', 'term loans', 'term lending', 'installment loan', 'instalment loan'],
  },
  tranchedTermLoan: { phrases: ['tranched term loan', 'tranched', 'tranche', 'tranches'] },
  purchaseOrderFinancing: {
    phrases: [
      'po financing',
      'po finance',
      'po funding',
      'purchase order financing',
      'purchase order finance',
      'purchase order funding',
      'purchase order',
      'purchase orders',
      'p.o financing',
    ],
  },
  inventoryFinancing: {
    phrases: [
      'inventory financing',
      'inventory finance',
      'inventory loan',
      'inventory loans',
      'stock financing',
      'finance inventory',
      'finance stock',
      'inventory',
      'stock up',
    ],
  },
  supplyChainFinancing: {
    phrases: [
      'supply chain financing',
      'supply chain finance',
      'supply chain',
      'supplier financing',
      'supplier finance',
      'reverse factoring',
      'pay suppliers early',
      'pay my suppliers',
    ],
  },
  invoiceFactoring: {
    phrases: [
      'invoice factoring',
      'factoring',
      'factor',
      'factoring company',
      'invoice financing',
      'invoice finance',
      'receivables financing',
      'accounts receivable financing',
      'sell my invoices',
      'sell invoices',
      'unpaid invoices',
      'freight factoring',
    ],
  },
  sbaLoan: {
    phrases: [
      'sba',
      'sba loan',
      'sba loans',
      'small business administration',
      '7(a)',
      '7a loan',
      '504 loan',
    ],
  },
  ventureDebt: { phrases: ['venture debt', 'venture loan', 'venture lending', 'runway'] },
  lineOfCredit: {
    phrases: [
      'line of credit',
      'lines of credit',
      'credit line',
      'loc',
      'revolving credit',
      'operating line',
      'business line',
    ],
  },
  revenueBasedFinancing: {
    phrases: ['revenue based financing', 'revenue based funding', 'revenue based', 'rbf'],
  },
  personalGuarantee: {
    phrases: ['personal guarantee', 'personal guarantees', 'personally liable', 'guarantor'],
  },
  debtFinancing: {
    phrases: ['debt financing', 'debt finance', 'business debt', 'secured loan', 'unsecured loan'],
  },
  businessPlan: { phrases: ['business plan', 'business plans'] },
  equipment: {
    phrases: ['equipment', 'equipment financing', 'equipment loan', 'machinery', 'vehicle'],
  },

  // Questions about other things.
  offTopic: {
    phrases: [
      'stocks',
      'stock market',
      'shares in',
      'nvidia',
      'tesla',
      'apple stock',
      'invest in stocks',
      'dogecoin',
      'ethereum',
      'crypto',
      'cryptocurrency',
      'sports',
      'game last night',
      'tv show',
      'netflix',
      'celebrity',
      'vacation ideas',
      'tell me a joke',
      'sing',
      'weather today',
      'weather',
      'forecast',
      'temperature',
      'rain',
      'snow',
      'recipe',
      'recipes',
      'cook',
      'cooking',
      'bake',
      'baking',
      'banana bread',
      'pizza',
      'lasagna',
      'movie',
      'movies',
      'film',
      'song',
      'songs',
      'music',
      'lyrics',
      'joke',
      'jokes',
      'poem',
      'riddle',
      'hockey',
      'football',
      'soccer',
      'basketball',
      'baseball',
      'nba',
      'nhl',
      'nfl',
      'world cup',
      'playoffs',
      'python',
      'javascript',
      'code',
      'coding',
      'script',
      'homework',
      'essay',
      'translate',
      'president',
      'prime minister',
      'election',
      'horoscope',
      'meaning of life',
      'girlfriend',
      'boyfriend',
      'dating',
      'dog',
      'cat',
      'flight',
      'flights',
      'hotel',
      'crypto price',
      'bitcoin',
      'stock tip',
      'lottery',
      'capital of',
      'capital city',
      'time is it',
      'what day is it',
      'how old are you',
      'are you alive',
      'chatgpt',
    ],
    patterns: [/^(what is )?\d+ ?[-+*x/] ?\d+\??$/],
  },
  /**
   * Words of a request for advice, listed so typos are corrected towards them ("shoud",
   * "recomend"); the request itself is recognised by `asksForAdvice` (advice.ts).
   */
  adviceRequest: {
    phrases: [
      'should',
      'recommend',
      'recommendation',
      'recommendations',
      'suggest',
      'suggestion',
      'advise',
      'advice',
    ],
  },
  /** Words that say the message is about business money, whatever it asks. */
  domain: {
    phrases: [
      'funded',
      'fund',
      'loan',
      'loans',
      'lender',
      'lenders',
      'borrow',
      'borrowing',
      'matching',
      'apply',
      'application',
      'account',
      'partner',
      'partnership',
      'advance',
      'factoring',
      'approval',
      'business',
      'company',
      'funding',
      'financing',
      'finance',
      'credit',
      'money',
      'cash',
      'capital',
      'debt',
      'revenue',
      'sales',
      'invoice',
      'invoices',
      'payment',
      'payments',
      'repay',
      'repayment',
      'lend',
      'lending',
      'underwriting',
      'collateral',
      'profile',
    ],
  },
} satisfies ConceptLexicon<string>

export type Concept = keyof typeof concepts
export const conceptLexicon: ConceptLexicon<Concept> = concepts

/** Concepts that name one product or term outweigh general ones ("how fast is an MCA" is about the MCA). */
const SPECIFIC: Concept[] = [
  'merchantCashAdvance',
  'assetBasedLending',
  'assetBasedRevolver',
  'termLoan',
  'tranchedTermLoan',
  'purchaseOrderFinancing',
  'inventoryFinancing',
  'supplyChainFinancing',
  'invoiceFactoring',
  'sbaLoan',
  'ventureDebt',
  'lineOfCredit',
  'revenueBasedFinancing',
  'personalGuarantee',
  'factorRate',
]
const ROLES: Concept[] = ['lenderRole', 'referralRole', 'apiRole', 'weAre', 'personalUse']
/** Intents that attach to any topic ("how long", "get started"): the topic decides the answer. */
const GENERIC: Concept[] = ['speed', 'apply', 'options']
/** A named industry says who is asking, like a role: "pharma company, any lenders?" */
const INDUSTRIES: Concept[] = [
  'ecommerce',
  'saas',
  'retail',
  'professionalServices',
  'manufacturing',
  'transportation',
  'otherIndustries',
]

export function conceptWeight(concept: Concept): number {
  if (SPECIFIC.includes(concept)) return 3
  if (ROLES.includes(concept) || INDUSTRIES.includes(concept)) return 2
  if (GENERIC.includes(concept)) return 0.5
  return 1
}

export type CuratedAnswer = {
  id: string
  kind: AnswerKind
  /** Recognised when every concept of any one of these sets is in the message. */
  when: Concept[][]
  response: () => string
  links: () => ChatLink[]
}

const page = {
  howItWorks: { href: '/how-it-works', title: 'How It Works' },
  about: { href: '/about-us', title: 'Who We Are' },
  contact: { href: '/contact-us', title: 'Contact Us' },
  howWeMakeMoney: { href: '/how-we-make-money', title: 'How we make money' },
  scheduler: { href: site.schedulerUrl, title: 'Book a call' },
  products: { href: '/financial-products', title: 'Financial Products' },
  whoWeHelp: { href: '/who-we-help', title: 'Who We Help' },
  privacy: { href: '/privacy-terms', title: 'Privacy Policy' },
  partners: { href: '/partners', title: 'Partner With Us' },
  partnershipForm: { href: '/partners#partnership-form', title: 'Partnership form' },
  lenders: { href: '/lenders', title: 'Lenders' },
  referral: { href: '/referral-partners', title: 'Referral Partners' },
  apis: { href: '/apis', title: 'API Partners' },
} satisfies Record<string, ChatLink>

const stat = (label: string) => companyStats.find((tile) => tile.label.includes(label))!.number
const faq = (start: string) => contactFaqs.find((entry) => entry.question.startsWith(start))!.answer
const product = (id: string) => financialProducts.find((entry) => entry.id === id)!
const founderNames = () =>
  authors
    .filter((author) => author.role.startsWith('Co-founder'))
    .map((author) => `${author.name} (${author.role})`)
/** A link to an article at its own address; a slug that names no article fails the tests. */
function article(slug: string, title: string): ChatLink {
  const found = findArticle(slug)
  if (!found)
    throw new Error(`The assistant links to content/blog/${slug}.md, which does not exist`)
  return { href: found.href, title }
}

export function contactSentence(): string {
  return `You can e-mail our team at ${site.supportEmail} or use the form on the contact page (we reply within 24 hours; business hours are Mon-Fri ${businessHours('en')}, with weekend support for urgent requests), or book a call with an expert at a time that suits you.`
}

/** A product section of /financial-products, told from its own subtitle, description and facts. */
function productAnswer(
  id: string,
  concept: Concept,
  articles: [slug: string, title: string][] = [],
): CuratedAnswer {
  const entry = product(id)
  return {
    id: `product-${id}`,
    kind: 'definitions',
    when: [[concept]],
    response: () =>
      `${entry.title}: ${entry.subtitle.toLowerCase()}. ${entry.description} Key facts: ${entry.features.join('; ')}.`,
    links: () => [
      { href: `/financial-products#${entry.id}`, title: entry.title },
      ...articles.map(([slug, title]) => article(slug, title)),
    ],
  }
}

/** Two products compared: the comparing article's summary, then each product in its own words. */
function comparisonAnswer(
  slug: string,
  concepts: [Concept, Concept],
  productIds: string[] = [],
): CuratedAnswer {
  return {
    id: `compare-${slug}`,
    kind: 'definitions',
    when: [concepts],
    response: () => {
      const found = findArticle(slug)!
      const products = productIds.map((id) => {
        const entry = product(id)
        return `${entry.title}: ${entry.subtitle.toLowerCase()}. ${entry.description}`
      })
      return [found.summary, ...products].join(' ')
    },
    links: () => [
      article(slug, 'The comparison'),
      ...productIds.map((id) => ({ href: `/financial-products#${id}`, title: product(id).title })),
    ],
  }
}

/** One of the home page's four feature cards, in its own words. */
function featureAnswer(
  title: string,
  concept: Concept,
  defining?: [slug: string, title: string],
): CuratedAnswer {
  const card = aiFeatures.find((entry) => entry.title === title)!
  return {
    id: `feature-${concept}`,
    kind: 'process',
    when: [[concept]],
    response: () => `${card.title}: ${card.description.replaceAll('**', '')}`,
    links: () => [
      ...(defining ? [article(...defining)] : []),
      { href: '/', title: 'Home' },
      page.howItWorks,
    ],
  }
}

/** An industry card of /who-we-help: what those businesses fund, and with what. */
function industryAnswer(title: string, concept: Concept): CuratedAnswer {
  return {
    id: `industry-${concept}`,
    kind: 'industries',
    when: [[concept]],
    response: () => {
      const card = industries.find((entry) => entry.title === title)!
      const what =
        card.title === 'Other Industries'
          ? `Yes: lenders in our network also fund specialized sectors such as ${card.items.join(', ')}. ${card.description}`
          : `Yes, we work with ${card.title} businesses. ${card.description} Typical uses: ${card.items.join('; ')}.`
      return `${what} Businesses must be incorporated in Canada or the United States.`
    },
    links: () => [page.whoWeHelp],
  }
}

/**
 * The answers, most specific first where two could match the same words equally well: a tie in
 * weight goes to the earlier answer.
 */
export const curatedAnswers: CuratedAnswer[] = [
  // Partners: a lender, referrer or integrator asking is never answered as a borrower.
  {
    id: 'partner-lender',
    kind: 'partners',
    when: [
      ['weAre', 'lenders'],
      ['lenderRole'],
      ['join', 'lenders'],
      ['join', 'partner', 'lenders'],
      ['partner', 'lenders'],
    ],
    response: () =>
      `Lenders join ${site.name} as lending partners: you receive qualified deal flow from vetted businesses whose profiles already match your credit criteria, in one consistent format, and the credit decision is always yours. Tell us about your lending products through the partnership form on the Lenders page and our partnerships team will be in touch within 24 hours.`,
    links: () => [
      { href: '/lenders#partnership-form', title: 'Become a lending partner' },
      page.lenders,
    ],
  },
  {
    id: 'partner-referral',
    kind: 'partners',
    when: [['referralRole'], ['weAre', 'partner'], ['join', 'referralRole']],
    response: () =>
      `Accounting firms, CFOs, consultants, agencies and other advisers can become referral partners. ${referralAdvantages.map((advantage) => `${advantage.title}: ${advantage.description}`).join(' ')} To join, use the form on the Referral Partners page.`,
    links: () => [
      { href: '/referral-partners#partnership-form', title: 'Become a referral partner' },
      page.referral,
    ],
  },
  {
    id: 'partner-api',
    kind: 'partners',
    when: [['apiRole']],
    response: () =>
      `${partnerHubCards.find((card) => card.href === '/apis')!.description} You connect to the RESTful API, test every flow in a sandbox, and launch under your own brand with a white-label option. Book a meeting through the form on the API Partners page to start.`,
    links: () => [{ href: '/apis#partnership-form', title: 'Talk to us about the API' }, page.apis],
  },
  {
    id: 'partner-general',
    kind: 'partners',
    when: [['partner'], ['join']],
    response: () =>
      `There are three ways to partner with ${site.name}: ${partnerHubCards.map((card) => `${card.title.toLowerCase()} (${card.description.charAt(0).toLowerCase()}${card.description.slice(1, -1)})`).join('; ')}. Send the partnership form and our team will reply within 24 hours.`,
    links: () => [page.partnershipForm, page.partners, page.lenders, page.referral, page.apis],
  },

  // Terms defined by an article, and product-specific questions; a comparison names two.
  comparisonAnswer(
    'asset-based-loans-vs-merchant-cash-advances',
    ['assetBasedLending', 'merchantCashAdvance'],
    ['asset-based-lending', 'merchant-cash-advance'],
  ),
  comparisonAnswer(
    'business-loans-vs-line-of-credit-guide',
    ['termLoan', 'lineOfCredit'],
    ['term-loans'],
  ),
  {
    id: 'factor-rate',
    kind: 'definitions',
    when: [['factorRate'], ['cost', 'merchantCashAdvance']],
    response: () =>
      'A merchant cash advance is priced with a factor rate, not an interest rate: multiply the advance by the factor rate to get the total you repay (for example, $50,000 at 1.35 means repaying $67,500). Because that fee is fixed, the faster the holdback repays it, the higher the true annual cost, so it is worth converting an offer into an annual figure before you compare it with other options.',
    links: () => [
      article('merchant-cash-advance-true-cost', 'The True Cost of a Merchant Cash Advance'),
      { href: '/financial-products#merchant-cash-advance', title: 'Merchant Cash Advance' },
    ],
  },
  {
    id: 'compare-offers',
    kind: 'process',
    when: [['offers']],
    response: () =>
      'When you have more than one offer, lay them side by side: the total cost over the life of each (a factor rate or fixed fee turned into an annual figure, not just the headline rate), every fee, the repayment schedule, the collateral and personal guarantees asked for, and the covenants. The choice, and the loan agreement, stay between you and the lender you pick.',
    links: () => [
      article('business-lines-of-credit', 'Comparing offers'),
      article('merchant-cash-advance-true-cost', 'The True Cost of a Merchant Cash Advance'),
    ],
  },
  {
    id: 'asset-based-revolver',
    kind: 'definitions',
    when: [['assetBasedRevolver']],
    response: () =>
      'An asset-based revolver is a line of credit sized on collateral rather than earnings: the amount you can draw is set by a borrowing base recalculated from your receivables and inventory, so the line expands and contracts with the assets on your balance sheet. It is one form of asset-based lending.',
    links: () => [
      article(
        'case-study-manufacturer-asset-based-revolver',
        'Case study: a $1.6M asset-based revolver',
      ),
      { href: '/financial-products#asset-based-lending', title: 'Asset-Based Lending' },
    ],
  },
  {
    id: 'tranched-term-loan',
    kind: 'definitions',
    when: [['tranchedTermLoan']],
    response: () =>
      'A tranched term loan is a single term loan made available in stages rather than all at once: the first tranche is drawn at closing and later ones unlock as the business reaches agreed milestones, such as growth in annual recurring revenue. It suits companies, often SaaS, that want to borrow as they grow instead of all up front.',
    links: () => [
      article('case-study-saas-tranched-term-loan', 'Case study: a $1M tranched term loan'),
      { href: '/financial-products#term-loans', title: 'Term Loans' },
    ],
  },
  productAnswer('merchant-cash-advance', 'merchantCashAdvance', [
    ['merchant-cash-advance-true-cost', 'The True Cost of a Merchant Cash Advance'],
    ['asset-based-loans-vs-merchant-cash-advances', 'Asset-Based Loans vs. Merchant Cash Advances'],
  ]),
  productAnswer('asset-based-lending', 'assetBasedLending', [
    ['asset-based-loans-vs-merchant-cash-advances', 'Asset-Based Loans vs. Merchant Cash Advances'],
  ]),
  productAnswer('term-loans', 'termLoan', [
    ['business-loans-vs-line-of-credit-guide', 'Business Loans vs. Line of Credit'],
  ]),
  productAnswer('po-financing', 'purchaseOrderFinancing', [
    ['purchase-order-financing-for-ecommerce', 'Purchase Order Financing for E-commerce'],
  ]),
  productAnswer('inventory-financing', 'inventoryFinancing', [
    ['inventory-financing-before-peak-season', 'Inventory Financing Before Peak Season'],
  ]),
  productAnswer('supply-chain-financing', 'supplyChainFinancing', [
    ['supply-chain-financing-explained', 'Supply Chain Financing Explained'],
  ]),
  {
    id: 'invoice-factoring',
    kind: 'definitions',
    when: [['invoiceFactoring']],
    response: () =>
      "Invoice factoring turns unpaid business-to-business invoices into cash: you sell the invoices to a finance company, called a factor, which advances most of their value (commonly 70% to 90%) within a day or two and pays the balance, minus its fee, when your customer settles. Because the factor's main risk is whether your customer pays, it is often open to young or fast-growing companies.",
    links: () => [
      article('invoice-factoring-explained', 'Invoice Factoring Explained'),
      page.whoWeHelp,
    ],
  },
  {
    id: 'sba-loan-canada',
    kind: 'countries',
    when: [['sbaLoan', 'canada']],
    response: () =>
      'SBA loans are a US program: the US Small Business Administration guarantees loans to businesses in the United States, so SBA programs are only for US businesses. In Canada, the closest equivalent is the Canada Small Business Financing Program (CSBFP): banks and credit unions make the loans and the federal government shares the risk, for term loans of up to $1 million and lines of credit of up to $150,000 (a combined $1.15 million per borrower) for businesses with gross annual revenues of $10 million or less. BDC, the Business Development Bank of Canada, also lends to entrepreneurs directly.',
    links: () => [
      article('what-is-an-sba-loan', 'What Is an SBA Loan?'),
      article('understanding-business-financing-options', 'Business financing options'),
    ],
  },
  {
    id: 'sba-loan',
    kind: 'definitions',
    when: [['sbaLoan']],
    response: () =>
      'An SBA loan is made by an approved lender and partly guaranteed by the US Small Business Administration, which covers 50-90% of the loan depending on the program. The guarantee lets lenders approve businesses they might otherwise turn down, with longer repayment periods; the business still owes the full balance. SBA loans are for US businesses; microloans go up to $50,000 and express loans up to $500,000.',
    links: () => [article('what-is-an-sba-loan', 'What Is an SBA Loan?')],
  },
  {
    id: 'venture-debt',
    kind: 'definitions',
    when: [['ventureDebt']],
    response: () =>
      'Venture debt is a term loan to a venture-backed company that is usually not yet profitable and has few hard assets. The lender leans on the strength of the equity investors instead of cash flow or collateral. It is typically sized as a fraction of the latest equity round, runs about three to four years, and often comes with warrants, so each round buys more runway for less ownership.',
    links: () => [
      article('venture-debt-for-saas-companies', 'Venture Debt for SaaS Companies'),
      page.whoWeHelp,
    ],
  },
  {
    id: 'line-of-credit',
    kind: 'definitions',
    when: [['lineOfCredit']],
    response: () =>
      'A business line of credit lets you borrow up to a set limit whenever you need to, repay, and borrow again: it is revolving. You pay interest only on what you have drawn, usually at a variable rate such as prime plus a margin. A term loan, by contrast, is one lump sum repaid on a schedule.',
    links: () => [
      article('business-lines-of-credit', 'Business Lines of Credit, Explained'),
      article('business-loans-vs-line-of-credit-guide', 'Business Loans vs. Line of Credit'),
    ],
  },
  {
    id: 'revenue-based-financing',
    kind: 'definitions',
    when: [['revenueBasedFinancing']],
    response: () =>
      'With revenue-based financing, a provider advances a lump sum for a fixed fee, and you repay the advance plus the fee with an agreed share of your revenue until the total is paid. There is no fixed monthly payment, but because the fee is fixed, the faster you repay, the higher the annualised cost.',
    links: () => [
      article('revenue-based-financing-for-ecommerce', 'Revenue-Based Financing for E-commerce'),
    ],
  },
  {
    id: 'personal-guarantee',
    kind: 'definitions',
    when: [['personalGuarantee']],
    response: () =>
      "A personal guarantee is a promise by an individual, usually an owner, to pay the company's debt if the company does not. Most small business loans in Canada and the US ask for one; limited guarantees and some terms can be negotiated. Our article explains the types and what to read closely; it is general information, not legal advice.",
    links: () => [article('personal-guarantees-explained', 'Personal Guarantees Explained')],
  },
  {
    id: 'debt-financing',
    kind: 'definitions',
    when: [['debtFinancing']],
    response: () =>
      'Debt financing means borrowing money that your business agrees to repay, usually with interest, on a set schedule. Unlike selling shares, it leaves ownership untouched. The main forms are term loans, lines of credit, asset-based lending, invoice factoring and merchant cash advances, each built for a different job.',
    links: () => [
      article('debt-financing-guide', 'Debt Financing: The Express Guide'),
      page.products,
    ],
  },
  {
    id: 'business-plan',
    kind: 'definitions',
    when: [['businessPlan']],
    response: () =>
      'Our step-by-step guide covers each section of a business plan, from the executive summary to the appendix, what lenders look for when a plan supports a loan request, and the mistakes that weaken a plan.',
    links: () => [
      article('how-to-write-a-business-plan-step-by-step-guide', 'How to Write a Business Plan'),
    ],
  },
  {
    id: 'equipment',
    kind: 'definitions',
    when: [['equipment']],
    response: () =>
      `Equipment is usually funded with a term loan, repaid on a set schedule over ${product('term-loans').features[0]!.replace('Terms from ', '')}, and equipment you already own can secure asset-based lending. Which suits you depends on the lender's offer; you compare offers and choose.`,
    links: () => [
      { href: '/financial-products#term-loans', title: 'Term Loans' },
      { href: '/financial-products#asset-based-lending', title: 'Asset-Based Lending' },
    ],
  },

  {
    id: 'trust',
    kind: 'what-it-is',
    when: [['trust']],
    response: () =>
      `${site.name} is a Toronto company, founded in 2022, that runs a free marketplace: businesses never pay us, so be wary of anyone asking for an upfront fee in our name. Your documents are protected with 256-bit encryption and shared only with the lenders you choose from our network of ${stat('verified lenders')} verified lenders, and the loan agreement is always directly between you and the lender. You can check anything with our team at ${site.supportEmail}.`,
    links: () => [page.about, page.howItWorks, page.contact],
  },
  {
    id: 'sign-in',
    kind: 'apply',
    when: [['signIn']],
    response: () =>
      `Your account lives in the ${site.name} app: use Sign In at the top of any page, which opens the app's sign-in page in a new tab. If you can't get in, e-mail ${site.supportEmail} and we will help.`,
    links: () => [
      { href: site.appLoginUrl, title: 'Sign in' },
      { href: site.appSignupUrl, title: 'Create a free account' },
    ],
  },
  featureAnswer('Custom-Fit Offerings', 'customFit'),
  featureAnswer('Simplified Applications', 'simplifiedApplications'),
  featureAnswer('Direct Support', 'directSupport'),
  featureAnswer('Intelligent Insights', 'intelligentInsights', [
    'introducing-funding-readiness-insights',
    'Funding readiness insights',
  ]),

  // The questions about the service every visitor asks.
  {
    id: 'not-lender',
    kind: 'what-it-is',
    when: [['notLender']],
    response: () =>
      `No: ${site.name} is not a lender and makes no credit decisions. It is a marketplace that matches businesses incorporated in Canada or the United States with lenders in its network; the lender you choose makes the credit decision, and the loan agreement is directly between you and that lender. Lenders pay ${site.name} when a business it matched takes a loan; businesses pay nothing for matching.`,
    links: () => [page.howItWorks, page.howWeMakeMoney, page.about],
  },
  {
    id: 'revenue-model',
    kind: 'business-model',
    when: [['revenueModel']],
    response: () =>
      `Lenders pay us, not you: when a business ${site.name} matched takes a loan, the lender pays ${site.name} a fee, and partners who refer businesses may earn a referral fee. Businesses pay ${site.name} nothing for matching or applying; any interest and fees on a loan are set by the lender and shown to you before you sign. Matching shows the lenders whose criteria fit your business, and you choose which of them see your application.`,
    links: () => [page.howWeMakeMoney, page.howItWorks, page.contact],
  },
  {
    id: 'what-it-is',
    kind: 'what-it-is',
    when: [['identity']],
    response: () =>
      `${site.name} is a marketplace that matches businesses incorporated in Canada or the United States with lenders. You build one digital business profile, AI-driven matching shows the funding options that fit within minutes, and you apply to many certified lenders at once, free. We are not a lender and give no financial advice: the loan agreement is directly between you and the lender you choose.`,
    links: () => [page.howItWorks, page.about],
  },
  {
    id: 'approval-rate',
    kind: 'approval-rate',
    when: [['approval']],
    response: () =>
      `Each lender makes its own credit decision, so no approval is guaranteed. Businesses that apply through ${site.name} see a ${stat('success rate')} success rate, and in our partnership case study, referred clients had a ${partnerCaseStudy.results[0]!.number} approval rate against an industry average of 2-3%. Matching shows you the lenders whose criteria fit before you apply.`,
    links: () => [
      page.about,
      { href: `/blog/${partnerCaseStudy.article}`, title: 'Partnership case study' },
    ],
  },
  {
    id: 'cost',
    kind: 'cost',
    when: [['cost']],
    response: () => faq('What does it cost'),
    links: () => [page.contact, page.howItWorks],
  },
  {
    id: 'personal-use',
    kind: 'eligibility',
    when: [['personalUse']],
    response: () =>
      `${site.name} is for commercial use only: it serves businesses incorporated in Canada or the United States, not personal or consumer loans such as car loans or mortgages.`,
    links: () => [page.contact],
  },
  {
    id: 'countries',
    kind: 'countries',
    when: [['country']],
    response: () =>
      `${site.name} is based in Toronto and serves businesses incorporated in Canada or the United States, for commercial purposes. A business incorporated elsewhere cannot apply through the marketplace for now.`,
    links: () => [page.contact, page.about],
  },
  {
    id: 'eligibility',
    kind: 'eligibility',
    when: [['eligibility']],
    response: () =>
      `Any business incorporated in Canada or the United States can create a free profile, for commercial purposes (not personal loans). Each lender sets its own criteria, such as time in business, revenue and credit, and matching shows you the options whose criteria your business fits, for funding from $10K to $10M.`,
    links: () => [
      page.contact,
      article('how-lenders-evaluate-your-business', 'How Lenders Evaluate Your Business'),
    ],
  },
  {
    id: 'amounts',
    kind: 'amounts',
    when: [['amount'], ['borrow', 'amount']],
    response: () =>
      `Funding through the marketplace ranges from $10K to $10M, depending on the product and the lender: merchant cash advances go up to $500K, for example, and PO financing up to $10M. You see the options that fit your business and the amount you need once your profile is complete.`,
    links: () => [page.products, page.howItWorks],
  },
  {
    id: 'speed',
    kind: 'speed',
    when: [['speed']],
    response: () =>
      'Matching happens within minutes: once your business profile is complete, you see the lenders whose criteria fit. How quickly money arrives depends on the lender and the product; a merchant cash advance, for example, can be approved in 24-48 hours.',
    links: () => [page.howItWorks, page.contact],
  },
  {
    id: 'data-protection',
    kind: 'data-protection',
    when: [['privacy']],
    response: () => faq('How is my data protected'),
    links: () => [page.privacy, page.contact],
  },
  {
    id: 'founders',
    kind: 'founders',
    when: [['founders']],
    response: () =>
      `${site.name} was founded in Toronto in 2022 by ${founderNames().join(' and ')}, after hearing business owners describe weeks spent filling out near-identical applications one lender at a time.`,
    links: () => [page.about],
  },
  {
    id: 'location',
    kind: 'location',
    when: [['location']],
    response: () =>
      `${site.name} is based in Toronto, Canada, where it was founded in 2022. Our office is at ${formatAddress(site.address)}, and we serve businesses incorporated in Canada and the United States.`,
    links: () => [page.about, page.contact],
  },
  {
    id: 'phone',
    kind: 'contact',
    when: [['phone']],
    response: () =>
      `There is no phone number to call, and this chat cannot arrange for us to phone you. To talk with a person, book a call with an expert at a time that suits you, or e-mail our team at ${site.supportEmail} or use the form on the contact page: we reply within 24 hours (business hours are Mon-Fri ${businessHours('en')}).`,
    links: () => [page.contact, page.scheduler],
  },
  {
    id: 'human',
    kind: 'contact',
    when: [['human']],
    response: () =>
      `I'm an automated assistant; a person from our team is easy to reach. ${contactSentence()}`,
    links: () => [page.contact, page.scheduler],
  },
  {
    id: 'contact',
    kind: 'contact',
    when: [['contact']],
    response: () =>
      `${contactSentence()} Our office is in Toronto, Canada: ${formatAddress(site.address)}.`,
    links: () => [page.contact, page.scheduler],
  },
  {
    id: 'lenders',
    kind: 'lenders',
    when: [['lenders'], ['lenderCount']],
    response: () =>
      `Our network includes ${stat('verified lenders')} verified lenders in Canada and the United States, from banks and credit unions to alternative lenders, specialty finance companies and private credit funds, offering funding from $10K to $10M across merchant cash advances, asset-based lending, term loans, PO, inventory and supply chain financing. Matching shows you the ones whose criteria fit your business, and you choose which of them receive your application; we don't recommend a particular lender.`,
    links: () => [
      page.howItWorks,
      page.about,
      article('lender-network-expansion', 'Our lender network'),
    ],
  },
  {
    id: 'separate-applications',
    kind: 'process',
    when: [['separateApplications']],
    response: () =>
      'No: you fill in one digital business profile, once, and apply to many lenders at once. Your documents are reused for every lender you choose.',
    links: () => [
      page.howItWorks,
      article(
        'why-we-built-one-profile-for-many-lenders',
        'Why we built one profile for many lenders',
      ),
    ],
  },
  {
    id: 'documents',
    kind: 'process',
    when: [['documents']],
    response: () =>
      'You add your business details, funding needs and financial documents to your profile once. Lenders typically ask for financial statements for the last two or three years with interim figures, tax returns, three to twelve months of bank statements, receivable and payable agings and a debt schedule; our guide lists what belongs in a funding-ready package.',
    links: () => [
      article('building-a-funding-ready-financial-package', 'The documents lenders ask for'),
      page.howItWorks,
    ],
  },
  {
    id: 'process',
    kind: 'process',
    when: [['process']],
    response: () =>
      'It takes four steps: complete one digital business profile, let our AI analysis match it with lender criteria, connect with the lenders you choose, and secure funding. One profile reaches many certified lenders at once, matching happens within minutes, and it is free for businesses.',
    links: () => [page.howItWorks],
  },
  industryAnswer('Ecommerce', 'ecommerce'),
  industryAnswer('SaaS', 'saas'),
  industryAnswer('Retail', 'retail'),
  industryAnswer('Professional Services', 'professionalServices'),
  industryAnswer('Manufacturing', 'manufacturing'),
  industryAnswer('Transportation', 'transportation'),
  industryAnswer('Other Industries', 'otherIndustries'),
  {
    id: 'industries',
    kind: 'industries',
    when: [['industriesGeneral']],
    response: () => faq('What types of businesses'),
    links: () => [page.whoWeHelp, page.contact],
  },
  {
    id: 'products',
    kind: 'definitions',
    when: [['productsOverview'], ['options']],
    response: () =>
      `Through the marketplace you can compare six kinds of business financing: ${financialProducts.map((entry) => entry.title).join(', ')}, along with options such as invoice factoring, SBA loans and venture debt, from $10K to $10M. Each product page explains what it is for.`,
    links: () => [page.products, page.whoWeHelp],
  },
  {
    id: 'apply',
    kind: 'apply',
    when: [['apply']],
    response: () =>
      "You can get started free: create your business profile and you'll see matched funding options within minutes.",
    links: () => [{ href: site.appSignupUrl, title: 'Create a free account' }, page.howItWorks],
  },
]
