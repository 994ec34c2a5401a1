import type { ProductAnchorId } from './navigation'

/**
 * The funding readiness check (issue 39, docs/decisions/0035-funding-readiness.md): its questions,
 * what lenders typically look for per product, the documents per product and place, and the steps
 * that improve a position. The ids and how they relate are named here, once; their words, in each
 * language, are `readinessText` below and in ./fr/readiness.ts. Every figure a sentence states
 * comes from one of the site's articles, named in `source` with the words that state it (a test
 * finds each figure there). General information from published criteria, never a credit decision.
 */

/** Where the business is: a province or territory of Canada, or a US state (or DC). */
export const canadianRegions = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const

export const americanRegions = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const

export type CanadianRegion = (typeof canadianRegions)[number]
export type AmericanRegion = (typeof americanRegions)[number]
export type Region = CanadianRegion | AmericanRegion

/**
 * Each one-answer question and its options, in the order the page asks and lists them. Time in
 * business, revenue and amount are bands whose bounds are `yearsMonths`, `revenueDollars` and
 * `amountDollars`; the finder's own questions (purpose, speed) keep the finder's options.
 */
export const readinessChoices = {
  country: ['ca', 'us'],
  years: ['starting', 'under6', 'under12', 'under24', 'under36', 'over36'],
  revenue: ['under10k', 'under25k', 'under50k', 'under100k', 'under250k', 'over250k'],
  credit: ['excellent', 'good', 'fair', 'poor'],
  businessCredit: ['strong', 'thin', 'problems'],
  purpose: ['cashflow', 'equipment', 'stock', 'order', 'growth', 'suppliers'],
  speed: ['days', 'weeks', 'months'],
  amount: [
    'under10k',
    'under50k',
    'under150k',
    'under500k',
    'under1m',
    'under5m',
    'under10m',
    'over10m',
  ],
  debt: ['none', 'comfortable', 'thin', 'short'],
  industry: [
    'retail',
    'ecommerce',
    'restaurant',
    'construction',
    'transport',
    'manufacturing',
    'wholesale',
    'services',
    'software',
    'finance',
    'other',
  ],
} as const

/** The questions with any number of answers: documents that exist, and what capital can rest on. */
export const readinessSelections = {
  documents: [
    'registration',
    'statements',
    'taxReturns',
    'bankStatements',
    'debtSchedule',
    'businessPlan',
    'collateral',
  ],
  assets: ['invoices', 'inventory', 'orders', 'equipment', 'recurring', 'cards'],
} as const

export type ReadinessChoice = keyof typeof readinessChoices
export type ReadinessSelection = keyof typeof readinessSelections

/** The questions in the order the page asks them (`region` follows `country`). */
export const readinessQuestions = [
  'country',
  'region',
  'years',
  'revenue',
  'credit',
  'businessCredit',
  'purpose',
  'speed',
  'amount',
  'debt',
  'documents',
  'assets',
  'industry',
] as const satisfies readonly (ReadinessChoice | ReadinessSelection | 'region')[]

export type ReadinessQuestion = (typeof readinessQuestions)[number]

type Bounds = readonly [from: number, below: number]

/** Months in business each band covers: from (inclusive) and below (exclusive). */
export const yearsMonths: Record<(typeof readinessChoices.years)[number], Bounds> = {
  starting: [0, 0],
  under6: [0, 6],
  under12: [6, 12],
  under24: [12, 24],
  under36: [24, 36],
  over36: [36, Infinity],
}

/** Monthly revenue each band covers, in dollars. */
export const revenueDollars: Record<(typeof readinessChoices.revenue)[number], Bounds> = {
  under10k: [0, 10_000],
  under25k: [10_000, 25_000],
  under50k: [25_000, 50_000],
  under100k: [50_000, 100_000],
  under250k: [100_000, 250_000],
  over250k: [250_000, Infinity],
}

/** The amount sought each band covers, in dollars. */
export const amountDollars: Record<(typeof readinessChoices.amount)[number], Bounds> = {
  under10k: [0, 10_000],
  under50k: [10_000, 50_000],
  under150k: [50_000, 150_000],
  under500k: [150_000, 500_000],
  under1m: [500_000, 1_000_000],
  under5m: [1_000_000, 5_000_000],
  under10m: [5_000_000, 10_000_000],
  over10m: [10_000_000, Infinity],
}

/** What lenders typically look for, one published criterion each. */
export const criterionIds = [
  'bankHistory',
  'alternativeHistory',
  'debtCoverage',
  'ownerCredit',
  'businessCredit',
  'statements',
  'bankStatements',
  'businessPlan',
  'industry',
  'cardSales',
  'advanceSize',
  'assetBase',
  'assetLineSize',
  'assetLineTime',
  'creditworthyCustomer',
  'orderMargin',
  'orderSize',
  'sellableStock',
  'stockLeadTime',
  'buyerStrength',
] as const

export type CriterionId = (typeof criterionIds)[number]

/** For each product, the criteria its lenders typically apply, the weightiest first. */
export const productCriteria: Record<ProductAnchorId, readonly CriterionId[]> = {
  'merchant-cash-advance': ['cardSales', 'bankStatements', 'alternativeHistory', 'advanceSize'],
  'asset-based-lending': [
    'assetBase',
    'assetLineSize',
    'statements',
    'bankHistory',
    'ownerCredit',
    'assetLineTime',
  ],
  'term-loans': [
    'bankHistory',
    'debtCoverage',
    'ownerCredit',
    'statements',
    'businessCredit',
    'businessPlan',
    'industry',
  ],
  'po-financing': ['creditworthyCustomer', 'orderMargin', 'orderSize'],
  'inventory-financing': ['sellableStock', 'stockLeadTime', 'statements', 'ownerCredit'],
  'supply-chain-financing': ['buyerStrength', 'businessCredit', 'statements'],
}

/**
 * Where a document or a note applies: Québec, the other provinces and territories, or the United
 * States. A business in Canada whose province is not given is read as `canada`.
 */
export const places = ['quebec', 'canada', 'us'] as const
export type Place = (typeof places)[number]

export const documentIds = [
  'neq',
  'craBusinessNumber',
  'ein',
  'quebecTaxReturns',
  'craTaxReturns',
  'irsReturns',
  'quebecRemittances',
  'craRemittances',
  'irsPayroll',
  'financialStatements',
  'bankStatements',
  'debtSchedule',
  'cardStatements',
  'agings',
  'collateralList',
  'businessPlan',
  'projections',
  'purchaseOrder',
  'stockForecast',
  'programmeOnboarding',
] as const

export type DocumentId = (typeof documentIds)[number]

type Scope = { places: readonly Place[] | 'all'; products: readonly ProductAnchorId[] | 'all' }

type ReadinessDocument = (typeof readinessSelections.documents)[number]

/**
 * Which documents a product's checklist holds in each place, in the checklist's order, and the
 * answer of the documents question that ticks each one (none: the check does not ask).
 */
export const documentScopes: Record<DocumentId, Scope & { answeredBy?: ReadinessDocument }> = {
  neq: { places: ['quebec'], products: 'all', answeredBy: 'registration' },
  craBusinessNumber: { places: ['canada'], products: 'all', answeredBy: 'registration' },
  ein: { places: ['us'], products: 'all', answeredBy: 'registration' },
  quebecTaxReturns: { places: ['quebec'], products: 'all', answeredBy: 'taxReturns' },
  craTaxReturns: { places: ['canada'], products: 'all', answeredBy: 'taxReturns' },
  irsReturns: { places: ['us'], products: 'all', answeredBy: 'taxReturns' },
  quebecRemittances: { places: ['quebec'], products: 'all' },
  craRemittances: { places: ['canada'], products: 'all' },
  irsPayroll: { places: ['us'], products: 'all' },
  financialStatements: { places: 'all', products: 'all', answeredBy: 'statements' },
  bankStatements: { places: 'all', products: 'all', answeredBy: 'bankStatements' },
  debtSchedule: { places: 'all', products: 'all', answeredBy: 'debtSchedule' },
  cardStatements: { places: 'all', products: ['merchant-cash-advance'] },
  agings: { places: 'all', products: ['asset-based-lending'] },
  collateralList: {
    places: 'all',
    products: ['asset-based-lending', 'inventory-financing', 'term-loans'],
    answeredBy: 'collateral',
  },
  businessPlan: { places: 'all', products: ['term-loans'], answeredBy: 'businessPlan' },
  projections: { places: 'all', products: ['term-loans'] },
  purchaseOrder: { places: 'all', products: ['po-financing'] },
  stockForecast: { places: 'all', products: ['inventory-financing'] },
  programmeOnboarding: { places: 'all', products: ['supply-chain-financing'] },
}

/** Government-backed programmes and rules of a place that bear on a product. */
export const placeNoteIds = ['sba', 'csbfp', 'bdc', 'aprDisclosure'] as const
export type PlaceNoteId = (typeof placeNoteIds)[number]

export const placeNoteScopes: Record<PlaceNoteId, Scope & { regions?: readonly AmericanRegion[] }> =
  {
    sba: { places: ['us'], products: ['term-loans'] },
    csbfp: { places: ['quebec', 'canada'], products: ['term-loans'] },
    bdc: { places: ['quebec', 'canada'], products: ['term-loans'] },
    aprDisclosure: { places: ['us'], regions: ['CA', 'NY'], products: ['merchant-cash-advance'] },
  }

/** The steps that improve a position, each explained by an article, and what each improves. */
export const stepIds = [
  'checkCredit',
  'buildBusinessCredit',
  'workOutCoverage',
  'closeTheBooks',
  'gatherStatements',
  'writePlan',
  'listAssets',
  'sizeTheRequest',
  'applyEarly',
  'buildHistory',
  'confirmTheOrder',
  'planTheStock',
  'explainTheCycle',
] as const

export type StepId = (typeof stepIds)[number]

/** Each step's article (its English slug, its identity in both languages) and the criteria it improves. */
export const steps: Record<StepId, { article: string; improves: readonly CriterionId[] }> = {
  checkCredit: { article: 'how-lenders-evaluate-your-business', improves: ['ownerCredit'] },
  buildBusinessCredit: {
    article: 'business-credit-scores-canada-us',
    improves: ['businessCredit', 'buyerStrength'],
  },
  workOutCoverage: { article: 'how-lenders-evaluate-your-business', improves: ['debtCoverage'] },
  closeTheBooks: { article: 'why-accounting-for-small-business-matters', improves: ['statements'] },
  gatherStatements: {
    article: 'building-a-funding-ready-financial-package',
    improves: ['bankStatements', 'cardSales'],
  },
  writePlan: {
    article: 'how-to-write-a-business-plan-step-by-step-guide',
    improves: ['businessPlan'],
  },
  listAssets: { article: 'asset-based-loans-vs-merchant-cash-advances', improves: ['assetBase'] },
  sizeTheRequest: {
    article: 'debt-financing-guide',
    improves: ['advanceSize', 'assetLineSize', 'orderSize'],
  },
  applyEarly: { article: 'business-lines-of-credit', improves: ['assetLineTime', 'stockLeadTime'] },
  buildHistory: {
    article: 'how-lenders-evaluate-your-business',
    improves: ['bankHistory', 'alternativeHistory'],
  },
  confirmTheOrder: {
    article: 'purchase-order-financing-for-ecommerce',
    improves: ['creditworthyCustomer', 'orderMargin'],
  },
  planTheStock: { article: 'inventory-financing-before-peak-season', improves: ['sellableStock'] },
  explainTheCycle: { article: 'how-lenders-evaluate-your-business', improves: ['industry'] },
}

/** Where a published figure comes from: an article (English slug) and its words that state it. */
export type ReadinessSource = { article: string; quotes: string[] }

/** A sentence that states published figures: the figures, as numbers, and where they come from. */
type Sourced = { figures: number[]; source: ReadinessSource }

export type ReadinessText = {
  title: string
  /** The honest framing every result carries. */
  disclaimer: string
  questions: {
    [Name in ReadinessChoice]: {
      legend: string
      hint?: string
      options: Record<(typeof readinessChoices)[Name][number], string>
    }
  } & {
    [Name in ReadinessSelection]: {
      legend: string
      hint?: string
      options: Record<(typeof readinessSelections)[Name][number], string>
    }
  } & { region: { legend: string; options: Record<Region, string> } }
  statuses: Record<'met' | 'close' | 'notYet' | 'unknown', string>
  criteria: Record<CriterionId, { title: string; lookFor: string } & Sourced>
  documents: Record<DocumentId, { label: string; detail: string } & Sourced>
  placeNotes: Record<PlaceNoteId, { title: string; text: string } & Sourced>
  steps: Record<StepId, { title: string; detail: string }>
}

export const readinessText: ReadinessText = {
  title: 'Funding readiness check',
  disclaimer:
    'General information drawn from criteria lenders publish, not a pre-approval, a credit decision or advice. Each lender decides on its own criteria; nothing here is sent anywhere unless you choose to send it.',
  questions: {
    country: {
      legend: 'Where is the business?',
      options: { ca: 'Canada', us: 'United States' },
    },
    region: {
      legend: 'Which province, territory or state?',
      options: {
        AB: 'Alberta',
        BC: 'British Columbia',
        MB: 'Manitoba',
        NB: 'New Brunswick',
        NL: 'Newfoundland and Labrador',
        NS: 'Nova Scotia',
        NT: 'Northwest Territories',
        NU: 'Nunavut',
        ON: 'Ontario',
        PE: 'Prince Edward Island',
        QC: 'Quebec',
        SK: 'Saskatchewan',
        YT: 'Yukon',
        AL: 'Alabama',
        AK: 'Alaska',
        AZ: 'Arizona',
        AR: 'Arkansas',
        CA: 'California',
        CO: 'Colorado',
        CT: 'Connecticut',
        DE: 'Delaware',
        DC: 'District of Columbia',
        FL: 'Florida',
        GA: 'Georgia',
        HI: 'Hawaii',
        ID: 'Idaho',
        IL: 'Illinois',
        IN: 'Indiana',
        IA: 'Iowa',
        KS: 'Kansas',
        KY: 'Kentucky',
        LA: 'Louisiana',
        ME: 'Maine',
        MD: 'Maryland',
        MA: 'Massachusetts',
        MI: 'Michigan',
        MN: 'Minnesota',
        MS: 'Mississippi',
        MO: 'Missouri',
        MT: 'Montana',
        NE: 'Nebraska',
        NV: 'Nevada',
        NH: 'New Hampshire',
        NJ: 'New Jersey',
        NM: 'New Mexico',
        NY: 'New York',
        NC: 'North Carolina',
        ND: 'North Dakota',
        OH: 'Ohio',
        OK: 'Oklahoma',
        OR: 'Oregon',
        PA: 'Pennsylvania',
        RI: 'Rhode Island',
        SC: 'South Carolina',
        SD: 'South Dakota',
        TN: 'Tennessee',
        TX: 'Texas',
        UT: 'Utah',
        VT: 'Vermont',
        VA: 'Virginia',
        WA: 'Washington',
        WV: 'West Virginia',
        WI: 'Wisconsin',
        WY: 'Wyoming',
      },
    },
    years: {
      legend: 'How long has the business been trading?',
      options: {
        starting: 'Not trading yet',
        under6: 'Under 6 months',
        under12: '6 to 12 months',
        under24: '1 to 2 years',
        under36: '2 to 3 years',
        over36: '3 years or more',
      },
    },
    revenue: {
      legend: 'Roughly how much does it sell in a month?',
      options: {
        under10k: 'Under $10,000',
        under25k: '$10,000 to $25,000',
        under50k: '$25,000 to $50,000',
        under100k: '$50,000 to $100,000',
        under250k: '$100,000 to $250,000',
        over250k: 'Over $250,000',
      },
    },
    credit: {
      legend: 'How would you describe the owners’ personal credit?',
      hint: 'Your own view is enough: nothing here checks a credit file.',
      options: {
        excellent: 'Excellent',
        good: 'Good',
        fair: 'Fair',
        poor: 'Poor',
      },
    },
    businessCredit: {
      legend: 'And the business’s own credit file, if you know it?',
      options: {
        strong: 'Suppliers are paid on time and the file is clean',
        thin: 'Little or no file yet',
        problems: 'Late payments, collections or judgments on file',
      },
    },
    purpose: {
      legend: 'What is the money for?',
      options: {
        cashflow: 'Working capital between sales',
        equipment: 'Equipment or vehicles',
        stock: 'Stock before a busy season',
        order: 'Filling a large order',
        growth: 'Expansion or an acquisition',
        suppliers: 'Paying suppliers sooner',
      },
    },
    speed: {
      legend: 'How soon is it needed?',
      options: {
        days: 'Within days',
        weeks: 'Within a month',
        months: 'In a month or more',
      },
    },
    amount: {
      legend: 'How much are you looking for?',
      options: {
        under10k: 'Under $10,000',
        under50k: '$10,000 to $50,000',
        under150k: '$50,000 to $150,000',
        under500k: '$150,000 to $500,000',
        under1m: '$500,000 to $1 million',
        under5m: '$1 million to $5 million',
        under10m: '$5 million to $10 million',
        over10m: 'Over $10 million',
      },
    },
    debt: {
      legend: 'What about the loan, lease and advance payments the business already makes?',
      hint: 'Cash available for debt payments divided by the payments, the new one included: at 1.25, there is $1.25 for every dollar due.',
      options: {
        none: 'There are none today',
        comfortable: 'Cash flow covers them, and a new payment, 1.25 times or more',
        thin: 'Cash flow covers them, but with less to spare than that',
        short: 'Cash flow does not always cover them',
      },
    },
    documents: {
      legend: 'Which of these does the business have today?',
      options: {
        registration: 'Its business number (NEQ, CRA business number or EIN)',
        statements: 'Financial statements for recent years',
        taxReturns: 'Filed tax returns for recent years',
        bankStatements: 'Bank statements for recent months',
        debtSchedule: 'A list of its debts with balances and payments',
        businessPlan: 'A business plan',
        collateral: 'Assets it could offer as security',
      },
    },
    assets: {
      legend: 'What does the business have that capital can rest on?',
      options: {
        invoices: 'Unpaid invoices from business customers',
        inventory: 'Inventory',
        orders: 'Purchase orders from customers',
        equipment: 'Equipment or vehicles',
        recurring: 'Recurring or subscription revenue',
        cards: 'Card or online sales',
      },
    },
    industry: {
      legend: 'What is its industry?',
      options: {
        retail: 'Retail',
        ecommerce: 'E-commerce',
        restaurant: 'Restaurants and food service',
        construction: 'Construction',
        transport: 'Transportation and trucking',
        manufacturing: 'Manufacturing',
        wholesale: 'Wholesale and distribution',
        services: 'Professional services',
        software: 'Software and SaaS',
        finance: 'Lending, investing or real estate holding',
        other: 'Another industry',
      },
    },
  },
  statuses: {
    met: 'Met',
    close: 'Close',
    notYet: 'Not yet',
    unknown: 'Not answered',
  },
  criteria: {
    bankHistory: {
      title: 'Time in business',
      lookFor: 'Banks commonly want 2 full years of tax returns, and many prefer 3.',
      figures: [2, 3],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: ['Banks commonly want two full years of tax returns, and many prefer three.'],
      },
    },
    alternativeHistory: {
      title: 'Time in business',
      lookFor:
        'Online and alternative lenders may work with 6 to 12 months of trading, usually at a higher price.',
      figures: [6, 12],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'Online and alternative lenders may work with six to twelve months of operating history, usually at a higher price.',
        ],
      },
    },
    debtCoverage: {
      title: 'Cash flow against debt payments',
      lookFor:
        'Many conventional lenders look for cash flow of at least 1.25 times all debt payments, the new one included.',
      figures: [1.25],
      source: {
        article: 'debt-financing-guide',
        quotes: ['Many conventional lenders look for 1.25 or higher.'],
      },
    },
    ownerCredit: {
      title: 'Owners’ personal credit',
      lookFor:
        'Owners usually sign a guarantee, so lenders read their credit file (scores run from 300 to 900 in Canada and 300 to 850 in the US) and look past the score to late payments, collections and high balances.',
      figures: [300, 900, 850],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'In the United States, FICO scores range from 300 to 850; in Canada, Equifax and TransUnion scores range from 300 to 900.',
          'Lenders look past the score to the detail: late payments, collections, high balances relative to limits, and a cluster of recent credit inquiries.',
        ],
      },
    },
    businessCredit: {
      title: 'The business’s credit file',
      lookFor:
        'Bureaus track how promptly the business pays its suppliers; on the PAYDEX scale, 80 means paying on terms.',
      figures: [80],
      source: {
        article: 'business-credit-scores-canada-us',
        quotes: ['A score of 80 indicates payment on terms'],
      },
    },
    statements: {
      title: 'Financial statements',
      lookFor:
        'Lenders ask for financial statements for the last 2 or 3 years, plus current year-to-date figures.',
      figures: [2, 3],
      source: {
        article: 'debt-financing-guide',
        quotes: [
          'financial statements for the last two or three years, plus current year-to-date figures',
        ],
      },
    },
    bankStatements: {
      title: 'Recent bank statements',
      lookFor:
        'For online lenders, 3 to 6 months of bank statements often carry more weight than tax returns.',
      figures: [3, 6],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'For online lenders, three to six months of statements often carry more weight than tax returns.',
        ],
      },
    },
    businessPlan: {
      title: 'A business plan',
      lookFor:
        'For larger or newer requests, lenders ask for a business plan and cash-flow projections.',
      figures: [],
      source: {
        article: 'debt-financing-guide',
        quotes: ['for larger or newer requests, a business plan and cash-flow projections'],
      },
    },
    industry: {
      title: 'Industry',
      lookFor:
        'Some industries, such as restaurants, construction and trucking, carry higher default rates or sharper cycles, and lenders ask more questions about them.',
      figures: [],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'Some industries carry higher default rates or sharper cycles, such as restaurants, construction and trucking',
        ],
      },
    },
    cardSales: {
      title: 'Steady card or online sales',
      lookFor:
        'Providers rely mostly on recent bank and card-processing statements rather than audited financials or appraisals.',
      figures: [],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: [
          'underwriting relies mostly on recent bank and card-processing statements rather than audited financials or appraisals',
        ],
      },
    },
    advanceSize: {
      title: 'Amount',
      lookFor: 'Merchant cash advances start from $5,000-$10,000 and go up to $500K.',
      figures: [5_000, 10_000, 500_000],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: ['Merchant cash advances start from $5,000-$10,000 and go up to $500K'],
      },
    },
    assetBase: {
      title: 'Receivables or inventory to borrow against',
      lookFor:
        'An asset-based line revolves against substantial receivables and inventory, verified by the lender.',
      figures: [],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: ['a revolving facility for companies with substantial receivables and inventory'],
      },
    },
    assetLineSize: {
      title: 'Amount',
      lookFor:
        'Asset-based lenders typically want a minimum loan of $500,000 and about $1,000,000 of qualified collateral.',
      figures: [500_000, 1_000_000],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: [
          'Asset-based lending partners typically want a minimum loan of $500,000 and about $1,000,000 of qualified collateral.',
        ],
      },
    },
    assetLineTime: {
      title: 'Time to set up',
      lookFor: 'An asset-based line takes weeks to set up, including field exams and appraisals.',
      figures: [],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: ['an ABL takes weeks, including field exams and appraisals'],
      },
    },
    creditworthyCustomer: {
      title: 'A confirmed order from a creditworthy customer',
      lookFor:
        'Providers underwrite the order: the buyer’s payment record matters more than your own credit history.',
      figures: [],
      source: {
        article: 'purchase-order-financing-for-ecommerce',
        quotes: ["The buyer's payment record matters more than your own credit history"],
      },
    },
    orderMargin: {
      title: 'Gross margin on the order',
      lookFor:
        'Many providers look for a gross margin of at least 20%, and often 30% or more, so the order stays profitable after fees.',
      figures: [20, 30],
      source: {
        article: 'purchase-order-financing-for-ecommerce',
        quotes: ['Many providers look for at least 20%, and often 30% or more'],
      },
    },
    orderSize: {
      title: 'Amount',
      lookFor: 'Purchase order financing is available up to $10M, with 90-day average terms.',
      figures: [10_000_000, 90],
      source: {
        article: 'purchase-order-financing-for-ecommerce',
        quotes: ['PO financing is available up to $10M with 90-day average terms'],
      },
    },
    sellableStock: {
      title: 'Stock a lender can value',
      lookFor:
        'Finished goods with broad demand earn the highest advance rates; stock without sales for 6 to 12 months is usually excluded.',
      figures: [6, 12],
      source: {
        article: 'inventory-financing-before-peak-season',
        quotes: [
          'with broad demand earn the highest advance rates',
          'often defined as items without sales for six to twelve months, is usually excluded',
        ],
      },
    },
    stockLeadTime: {
      title: 'Time to set up',
      lookFor:
        'A new inventory line can take several weeks to approve, as the lender may want an appraisal or a field exam first.',
      figures: [],
      source: {
        article: 'inventory-financing-before-peak-season',
        quotes: ['a new inventory line can take several weeks to approve'],
      },
    },
    buyerStrength: {
      title: 'The business’s standing as a buyer',
      lookFor:
        'Programmes are led by the buyer and priced on its credit; most are run by companies with strong credit ratings.',
      figures: [],
      source: {
        article: 'supply-chain-financing-explained',
        quotes: ['Most programs are run by large companies with strong credit ratings'],
      },
    },
  },
  documents: {
    neq: {
      label: 'Québec enterprise number (NEQ)',
      detail: 'From the Registraire des entreprises, under the same legal name as everywhere else.',
      figures: [],
      source: {
        article: 'business-credit-scores-canada-us',
        quotes: ['a Quebec enterprise number, or NEQ, from the Registraire des entreprises'],
      },
    },
    craBusinessNumber: {
      label: 'Business Number from the Canada Revenue Agency',
      detail: 'Under the same legal name as your bank accounts and supplier accounts.',
      figures: [],
      source: {
        article: 'business-credit-scores-canada-us',
        quotes: ['obtain a Business Number from the Canada Revenue Agency'],
      },
    },
    ein: {
      label: 'Employer Identification Number (EIN) from the IRS',
      detail: 'Under the same legal name as your bank accounts and supplier accounts.',
      figures: [],
      source: {
        article: 'business-credit-scores-canada-us',
        quotes: ['an Employer Identification Number from the IRS'],
      },
    },
    quebecTaxReturns: {
      label: 'CO-17 returns and Revenu Québec notices of assessment',
      detail: 'For the same years as the statements, alongside the federal T2 returns.',
      figures: [17, 2],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'corporate T2 returns with their schedules',
          "in Quebec, also the CO-17 returns and Revenu Québec's notices of assessment",
        ],
      },
    },
    craTaxReturns: {
      label: 'T2 returns and CRA notices of assessment',
      detail:
        'Corporate T2 returns with their schedules for the same years; sole proprietors provide personal T1 returns.',
      figures: [2, 1],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'corporate T2 returns with their schedules, and the Notices of Assessment from the Canada Revenue Agency',
          'Sole proprietors provide personal T1 returns',
        ],
      },
    },
    irsReturns: {
      label: 'Federal tax returns filed with the IRS',
      detail:
        'Form 1120, 1120-S or 1065 (Schedule C for sole proprietors), with owners’ returns; many lenders ask you to sign IRS Form 4506-C.',
      figures: [1120, 1065, 4506],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'Form 1120 for C corporations, Form 1120-S for S corporations, or Form 1065',
          'Many lenders also ask you to sign IRS Form 4506-C',
        ],
      },
    },
    quebecRemittances: {
      label: 'GST, QST and source deductions up to date with Revenu Québec',
      detail: 'Unpaid amounts owed to Revenu Québec can rank ahead of a lender’s security.',
      figures: [],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'GST/HST (and QST in Quebec) and payroll source deductions are current, because unpaid amounts owed to the CRA or Revenu Québec can rank ahead of a lender',
        ],
      },
    },
    craRemittances: {
      label: 'GST/HST and source deductions up to date with the CRA',
      detail: 'Unpaid amounts owed to the CRA can rank ahead of a lender’s security.',
      figures: [],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'GST/HST (and QST in Quebec) and payroll source deductions are current, because unpaid amounts owed to the CRA or Revenu Québec can rank ahead of a lender',
        ],
      },
    },
    irsPayroll: {
      label: 'Payroll taxes up to date with the IRS',
      detail: 'Unpaid payroll taxes are a serious red flag: the IRS can have a priority claim.',
      figures: [],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: ['Unpaid payroll taxes to the IRS'],
      },
    },
    financialStatements: {
      label: 'Financial statements',
      detail:
        'Year-end statements for the last 2 or 3 fiscal years, and interim statements no older than 60 to 90 days.',
      figures: [2, 3, 60, 90],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'year-end financial statements for the last two or three fiscal years',
          'Interim numbers older than about 60 to 90 days',
        ],
      },
    },
    bankStatements: {
      label: 'Bank statements',
      detail: '3 to 12 months of statements for every business account, not just the main one.',
      figures: [3, 12],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: ['three to twelve months of statements for every business account'],
      },
    },
    debtSchedule: {
      label: 'Debt schedule',
      detail:
        'Every loan, lease, line and advance, with its balance, payment, rate, maturity and security.',
      figures: [],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: ['This is the document most often incomplete.'],
      },
    },
    cardStatements: {
      label: 'Card-processing statements',
      detail: 'Recent statements from each processor, beside the bank statements.',
      figures: [],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: ['recent bank and card-processing statements'],
      },
    },
    agings: {
      label: 'Receivables and payables agings',
      detail: 'What each customer owes and what you owe suppliers, by age, as of the same date.',
      figures: [],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: ['Run both as of the same date as your interim balance sheet'],
      },
    },
    collateralList: {
      label: 'A list of the assets offered as security',
      detail:
        'Receivables, inventory, equipment or property, with what each is worth: lenders value them at what a quick sale would fetch.',
      figures: [],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'Lenders apply advance rates that reflect what an asset would fetch in a forced sale.',
        ],
      },
    },
    businessPlan: {
      label: 'A short business plan',
      detail: 'Particularly for a younger company or an acquisition.',
      figures: [],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: ['a short business plan, particularly for younger companies or acquisitions'],
      },
    },
    projections: {
      label: 'Projections',
      detail:
        '12 to 24 months of projected income statement, balance sheet and cash flow, with the assumptions written down.',
      figures: [12, 24],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'provide 12 to 24 months of projected income statement, balance sheet and cash flow',
        ],
      },
    },
    purchaseOrder: {
      label: 'The purchase order and your supplier’s quote',
      detail: 'With details of the customer and the supplier, for the financier to verify.',
      figures: [],
      source: {
        article: 'purchase-order-financing-for-ecommerce',
        quotes: [
          "You send the financier the PO, your supplier's quote or pro forma invoice, and details of the customer and the supplier.",
        ],
      },
    },
    stockForecast: {
      label: 'Sales forecast and purchase schedule',
      detail:
        'Sales by SKU and month, supplier payments, and what happens if sell-through is 20% lower.',
      figures: [20],
      source: {
        article: 'inventory-financing-before-peak-season',
        quotes: [
          'A sales forecast by SKU and month',
          'Show what happens if sell-through is 20% lower',
        ],
      },
    },
    programmeOnboarding: {
      label: 'Onboarding documents for the programme’s funder',
      detail: 'Know-your-customer checks, banking details and legal documents.',
      figures: [],
      source: {
        article: 'supply-chain-financing-explained',
        quotes: ['Expect know-your-customer checks, banking details and legal documents'],
      },
    },
  },
  placeNotes: {
    sba: {
      title: 'SBA-guaranteed loans',
      text: 'SBA 7(a) loans go up to $5 million. Lenders add SBA Form 1919 and Form 413 for each owner of 20% or more, 3 years of business and personal federal returns, and IRS Form 4506-C.',
      figures: [7, 5_000_000, 1919, 413, 20, 3, 4506],
      source: {
        article: 'what-is-an-sba-loan',
        quotes: [
          'The 7(a) program is the general-purpose loan',
          'It goes up to $5 million',
          'SBA Form 1919, the Borrower Information Form, completed for the business and each owner of 20% or more',
          'SBA Form 413, the Personal Financial Statement',
          'three years of business and personal federal tax returns, plus IRS Form 4506-C',
        ],
      },
    },
    csbfp: {
      title: 'Canada Small Business Financing Program',
      text: 'Banks, credit unions and caisses lend under it: term loans of up to $1 million and lines of credit of up to $150,000, for businesses with gross annual revenues of $10 million or less, with personal guarantees limited to 25% of the loan.',
      figures: [1_000_000, 150_000, 10_000_000, 25],
      source: {
        article: 'what-is-an-sba-loan',
        quotes: [
          'It supports term loans of up to $1 million and lines of credit of up to $150,000',
          'for businesses with gross annual revenues of $10 million or less',
          'Personal guarantees under the program are limited to 25% of the original loan amount.',
        ],
      },
    },
    bdc: {
      title: 'BDC',
      text: 'The Business Development Bank of Canada, a federal Crown corporation, often accepts more risk than a bank, or lends with longer amortisations or less collateral, for example for an acquisition, a technology project or working capital.',
      figures: [],
      source: {
        article: 'state-of-small-business-lending-in-canada',
        quotes: [
          'BDC will often accept more risk than a bank, lend with longer amortisations, or lend against less collateral',
        ],
      },
    },
    aprDisclosure: {
      title: 'An estimated APR',
      text: 'Providers in California and New York must disclose an estimated APR on many offers; ask for it, and compare it with a loan’s.',
      figures: [],
      source: {
        article: 'merchant-cash-advance-true-cost',
        quotes: ['Providers in California and New York must disclose one on many offers'],
      },
    },
  },
  steps: {
    checkCredit: {
      title: 'Pull your own credit reports first',
      detail:
        'Check the owners’ and the business’s files and dispute any error before a lender sees them.',
    },
    buildBusinessCredit: {
      title: 'Build the business’s own credit file',
      detail:
        'Open trade accounts with suppliers that report to a business bureau, and pay them on time or early.',
    },
    workOutCoverage: {
      title: 'Work out your debt service coverage',
      detail:
        'Divide the cash available for debt payments by every payment, the new one included; if it falls short, a smaller amount or a longer term may fit better.',
    },
    closeTheBooks: {
      title: 'Bring the books up to date',
      detail:
        'Close each month, reconcile every account and produce current statements, so the numbers match the tax returns and the bank.',
    },
    gatherStatements: {
      title: 'Gather recent statements for every account',
      detail:
        'Download the bank and card-processing statements lenders read, and be ready to explain large one-off deposits.',
    },
    writePlan: {
      title: 'Write a short business plan',
      detail:
        'Say how much you need, what it is for and how it will be repaid, with monthly cash-flow projections.',
    },
    listAssets: {
      title: 'List what the business could borrow against',
      detail:
        'Receivables, inventory and equipment, with their value; lenders lend a share of what each would fetch.',
    },
    sizeTheRequest: {
      title: 'Tie the amount to what it pays for',
      detail:
        'Know exactly what the money will buy and how it will produce the cash to repay it; a product built for that size may fit better.',
    },
    applyEarly: {
      title: 'Apply before you need the money',
      detail:
        'Lines that need appraisals or field exams take weeks; arranged in a strong quarter, they are easier to obtain.',
    },
    buildHistory: {
      title: 'Keep building a track record',
      detail:
        'Many lenders set a minimum time in business; until you reach it, keep the books and bank statements current and compare the lenders that accept a shorter history on total cost.',
    },
    confirmTheOrder: {
      title: 'Get the order confirmed, and check its margin',
      detail:
        'A written purchase order from a creditworthy business customer, and a gross margin that survives the financing fees.',
    },
    planTheStock: {
      title: 'Plan the stock you want financed',
      detail:
        'Finance finished goods with a sales history, backed by a forecast by product and month.',
    },
    explainTheCycle: {
      title: 'Explain your industry’s cycle',
      detail:
        'A short note on seasonality, a bad quarter or a lost customer answers the question before a lender asks it.',
    },
  },
}
