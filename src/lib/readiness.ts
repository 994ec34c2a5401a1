import type { ProductAnchorId } from '@/content/navigation'
import { financialProducts } from '@/content/products'
import {
  americanRegions,
  amountDollars,
  canadianRegions,
  documentIds,
  documentScopes,
  placeNoteIds,
  placeNoteScopes,
  productCriteria,
  readinessChoices,
  readinessQuestions,
  readinessSelections,
  stepIds,
  steps,
  yearsMonths,
  type CriterionId,
  type DocumentId,
  type Place,
  type PlaceNoteId,
  type ReadinessChoice,
  type ReadinessSelection,
  type ReadinessSource,
  type ReadinessText,
  type Region,
  type StepId,
} from '@/content/readiness'
import { findProducts, type FinderReason, type SomeFinderAnswers } from './product-finder'

/**
 * The funding readiness check's reasoning (issue 39, docs/decisions/0035-funding-readiness.md):
 * from answers that live in the address, which products fit (the product finder's rules), where
 * the business stands against what each product's lenders typically look for, the documents to
 * prepare for that product and place, and the three steps that would most improve the position.
 * Pure functions: nothing here reads a file or sends a request, so the page can answer in the
 * browser as the visitor types.
 */

/** Every answer is optional: a question left out stays out. */
export type ReadinessAnswers = {
  [Name in ReadinessChoice]?: (typeof readinessChoices)[Name][number]
} & {
  [Name in ReadinessSelection]?: (typeof readinessSelections)[Name][number][]
} & { region?: Region }

/** Where the visitor stands against one criterion; never a score. */
export type CriterionStatus = 'met' | 'close' | 'notYet' | 'unknown'

/** What the result links to: an article (its English slug) at its address in the page's language. */
export type ArticleLink = { article: string; href: string }

export type ResultCriterion = {
  id: CriterionId
  title: string
  lookFor: string
  status: CriterionStatus
  source: ArticleLink
}

export type ResultDocument = { id: DocumentId; label: string; detail: string; have: boolean }

export type ResultNote = { id: PlaceNoteId; title: string; text: string; source: ArticleLink }

export type ResultProduct = {
  product: ProductAnchorId
  /** Why it fits: keys of the catalogues' `ProductFinder.reasons`. */
  reasons: FinderReason[]
  criteria: ResultCriterion[]
  checklist: ResultDocument[]
  notes: ResultNote[]
}

export type ResultStep = ArticleLink & {
  id: StepId
  title: string
  detail: string
  /** The weakest standing among the criteria it improves: why it ranks where it does. */
  because: Exclude<CriterionStatus, 'met'>
  /** The criteria it improves that are not met yet, and the products they belong to. */
  improves: CriterionId[]
  products: ProductAnchorId[]
}

export type ReadinessResult = {
  /** The place the checklists are written for; undefined while the country is not given. */
  place: Place | undefined
  products: ResultProduct[]
  steps: ResultStep[]
}

/**
 * What a result is written with, in the page's language: the check's words (`contentIn(locale)
 * .readiness`) and each article's address by its English slug (`articleHrefsIn(locale)`). The page
 * passes them in, so this module reads no file and ships only the words it needs.
 */
export type ReadinessSources = {
  text: ReadinessText
  articleHrefs: Readonly<Record<string, string>>
}

const SELECTION_NONE = 'none'

const isOneOf = <Option extends string>(options: readonly Option[], value: unknown) =>
  typeof value === 'string' && (options as readonly string[]).includes(value)

function readRegion(value: string | null): Region | undefined {
  const code = value?.trim().toUpperCase()
  if (isOneOf(canadianRegions, code) || isOneOf(americanRegions, code)) return code as Region
  return undefined
}

const countryOf = (region: Region): 'ca' | 'us' => (isOneOf(canadianRegions, region) ? 'ca' : 'us')

/**
 * The answers an address holds. Every answer is optional, and what the check does not know (an
 * unknown option, a region of the other country, a repeated or misspelt value) is left out,
 * never thrown: an address is typed, pasted and shared by people.
 */
export function readAnswers(query: URLSearchParams | string): ReadinessAnswers {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query
  const answers: Record<string, unknown> = {}
  for (const name of Object.keys(readinessChoices) as ReadinessChoice[]) {
    const value = params.get(name)
    if (isOneOf(readinessChoices[name], value)) answers[name] = value
  }
  for (const name of Object.keys(readinessSelections) as ReadinessSelection[]) {
    const value = params.get(name)
    if (value === null) continue
    if (value === SELECTION_NONE) {
      answers[name] = []
      continue
    }
    const given = value.split(',')
    const chosen = readinessSelections[name].filter((option) => given.includes(option))
    if (chosen.length > 0) answers[name] = chosen
  }
  const region = readRegion(params.get('region'))
  if (region && (answers.country ?? countryOf(region)) === countryOf(region)) {
    answers.country = countryOf(region)
    answers.region = region
  }
  return answers as ReadinessAnswers
}

/**
 * The address query of some answers (without `?`), in the order the questions are asked: what
 * `readAnswers` reads back. A question answered with nothing ticked is written `none`.
 */
export function answersQuery(answers: ReadinessAnswers): string {
  const parts: string[] = []
  for (const name of readinessQuestions) {
    const value = answers[name]
    if (value === undefined) continue
    const written = Array.isArray(value) ? value.join(',') || SELECTION_NONE : value
    parts.push(`${name}=${encodeURIComponent(written).replaceAll('%2C', ',')}`)
  }
  return parts.join('&')
}

/** The finder's view of the answers: its bands are wider than the check's. */
function finderAnswers(answers: ReadinessAnswers): SomeFinderAnswers {
  const years =
    answers.years &&
    {
      starting: 'new',
      under6: 'new',
      under12: 'new',
      under24: 'young',
      under36: 'established',
      over36: 'established',
    }[answers.years]
  const revenue =
    answers.revenue &&
    {
      under10k: 'small',
      under25k: 'medium',
      under50k: 'medium',
      under100k: 'large',
      under250k: 'large',
      over250k: 'larger',
    }[answers.revenue]
  return {
    country: answers.country,
    years: years as SomeFinderAnswers['years'],
    revenue: revenue as SomeFinderAnswers['revenue'],
    purpose: answers.purpose,
    speed: answers.speed,
    assets: answers.assets ?? [],
  }
}

/** Where the business is, as the checklists know places. */
export function placeOf(answers: ReadinessAnswers): Place | undefined {
  if (answers.country === 'us') return 'us'
  if (answers.country === 'ca') return answers.region === 'QC' ? 'quebec' : 'canada'
  return undefined
}

/** A time-in-business criterion: met from `met` months of trading, close from `close`. */
function trading(answers: ReadinessAnswers, met: number, close: number): CriterionStatus {
  if (!answers.years) return 'unknown'
  const [from] = yearsMonths[answers.years]
  if (from >= met) return 'met'
  return from >= close ? 'close' : 'notYet'
}

/** A criterion read from one answer's options: each option stands where it is listed. */
function standing<Option extends string>(
  value: Option | undefined,
  levels: Partial<Record<Option, CriterionStatus>>,
): CriterionStatus {
  return value === undefined ? 'unknown' : (levels[value] ?? 'unknown')
}

function hasDocument(
  answers: ReadinessAnswers,
  document: (typeof readinessSelections.documents)[number],
): boolean {
  return answers.documents?.includes(document) ?? false
}

const creditStanding = { strong: 'met', thin: 'close', problems: 'notYet' } as const
const setUpTime = { months: 'met', weeks: 'close', days: 'notYet' } as const
const cyclicalIndustries: readonly ReadinessAnswers['industry'][] = [
  'restaurant',
  'construction',
  'transport',
]

/**
 * Where the answers stand against each criterion. The thresholds are the figures the criterion's
 * sentence states (`figures`, found in its article by a test), so the words and the reasoning
 * cannot drift apart: e.g. banks' "2 full years" is met from 24 months of trading, close a year
 * short of it. A criterion whose answer is missing is `unknown`.
 */
const criterionRules: Record<
  CriterionId,
  (answers: ReadinessAnswers, figures: readonly number[]) => CriterionStatus
> = {
  bankHistory: (answers, [years = 0]) => trading(answers, years * 12, years * 12 - 12),
  alternativeHistory: (answers, [fewest = 0, most = 0]) => trading(answers, most, fewest),
  debtCoverage: (answers) =>
    standing(answers.debt, { comfortable: 'met', thin: 'close', short: 'notYet' }),
  ownerCredit: (answers) =>
    standing(answers.credit, { excellent: 'met', good: 'met', fair: 'close', poor: 'notYet' }),
  businessCredit: (answers) => standing(answers.businessCredit, creditStanding),
  buyerStrength: (answers) => standing(answers.businessCredit, creditStanding),
  statements: (answers) => {
    if (!answers.documents) return 'unknown'
    if (hasDocument(answers, 'statements')) return 'met'
    return hasDocument(answers, 'taxReturns') ? 'close' : 'notYet'
  },
  bankStatements: (answers) =>
    answers.documents ? (hasDocument(answers, 'bankStatements') ? 'met' : 'notYet') : 'unknown',
  businessPlan: (answers) => {
    if (!answers.documents) return 'unknown'
    if (hasDocument(answers, 'businessPlan')) return 'met'
    const young = answers.years !== undefined && yearsMonths[answers.years][0] < 24
    return young || answers.purpose === 'growth' ? 'notYet' : 'close'
  },
  industry: (answers) => {
    if (!answers.industry) return 'unknown'
    return cyclicalIndustries.includes(answers.industry) ? 'close' : 'met'
  },
  cardSales: (answers) =>
    answers.assets ? (answers.assets.includes('cards') ? 'met' : 'notYet') : 'unknown',
  advanceSize: (answers, [, smallest = 0, largest = 0]) => {
    if (!answers.amount) return 'unknown'
    const [from, below] = amountDollars[answers.amount]
    if (from >= largest) return 'notYet'
    return below <= smallest ? 'close' : 'met'
  },
  assetBase: (answers) => {
    if (!answers.assets) return 'unknown'
    if (answers.assets.includes('invoices') || answers.assets.includes('inventory')) return 'met'
    return answers.assets.includes('equipment') ? 'close' : 'notYet'
  },
  assetLineSize: (answers, [minimum = 0]) => {
    if (!answers.amount) return 'unknown'
    const [from, below] = amountDollars[answers.amount]
    if (from >= minimum) return 'met'
    return below >= minimum ? 'close' : 'notYet'
  },
  assetLineTime: (answers) => standing(answers.speed, setUpTime),
  creditworthyCustomer: (answers) =>
    answers.assets ? (answers.assets.includes('orders') ? 'met' : 'notYet') : 'unknown',
  // The check does not ask for an order's margin: the criterion is shown, never judged.
  orderMargin: () => 'unknown',
  orderSize: (answers, [largest = 0]) => {
    if (!answers.amount) return 'unknown'
    return amountDollars[answers.amount][0] >= largest ? 'notYet' : 'met'
  },
  sellableStock: (answers) => {
    if (answers.assets?.includes('inventory') || answers.purpose === 'stock') return 'met'
    return answers.assets ? 'notYet' : 'unknown'
  },
  stockLeadTime: (answers) => standing(answers.speed, setUpTime),
}

const appliesTo = (scope: readonly string[] | 'all', value: string | undefined) =>
  scope === 'all' || (value !== undefined && scope.includes(value))

function link({ articleHrefs }: ReadinessSources, article: string): ArticleLink {
  const href = articleHrefs[article]
  if (!href) throw new Error(`readiness: no address for the article ${article}`)
  return { article, href }
}

/** The documents of a place whose products pass `forProduct`, ticked where the answers have them. */
function checklistOf(
  answers: ReadinessAnswers,
  place: Place | undefined,
  forProduct: (products: readonly ProductAnchorId[] | 'all') => boolean,
  text: ReadinessText,
): ResultDocument[] {
  return documentIds
    .filter((id) => {
      const scope = documentScopes[id]
      return forProduct(scope.products) && appliesTo(scope.places, place)
    })
    .map((id) => {
      const { answeredBy } = documentScopes[id]
      const { label, detail } = text.documents[id]
      return { id, label, detail, have: answeredBy ? hasDocument(answers, answeredBy) : false }
    })
}

/**
 * The documents every product's lenders ask for in the visitor's place, ticked where the answers
 * have them: what the result lists while no product stands out yet, so a business in Québec sees
 * its NEQ and Revenu Québec documents from its first answers.
 */
export function placeChecklist(
  answers: ReadinessAnswers,
  { text }: Pick<ReadinessSources, 'text'>,
): ResultDocument[] {
  return checklistOf(answers, placeOf(answers), (scope) => scope === 'all', text)
}

function productResult(
  answers: ReadinessAnswers,
  place: Place | undefined,
  product: ProductAnchorId,
  reasons: FinderReason[],
  sources: ReadinessSources,
): ResultProduct {
  const { text } = sources
  const criteria = productCriteria[product].map((id) => {
    const { title, lookFor, figures, source } = text.criteria[id]
    const status = criterionRules[id](answers, figures)
    return { id, title, lookFor, status, source: link(sources, source.article) }
  })
  const checklist = checklistOf(answers, place, (scope) => appliesTo(scope, product), text)
  const notes = placeNoteIds
    .filter((id) => {
      const scope = placeNoteScopes[id]
      return (
        appliesTo(scope.products, product) &&
        appliesTo(scope.places, place) &&
        (!scope.regions || appliesTo(scope.regions, answers.region))
      )
    })
    .map((id) => {
      const { title, text: words, source } = text.placeNotes[id]
      return { id, title, text: words, source: link(sources, source.article) }
    })
  return { product, reasons, criteria, checklist, notes }
}

const STATUS_ORDER: Exclude<CriterionStatus, 'met'>[] = ['notYet', 'close', 'unknown']

/**
 * The three steps that would most improve the position, in a stated order: a step for a criterion
 * not met yet before one for a criterion that is close, and either before one for a question not
 * answered; then the step that helps with more of the fitting products; then the one for the
 * weightier criterion (earlier in its product's list); then the order of `stepIds`.
 */
function bestSteps(products: ResultProduct[], sources: ReadinessSources): ResultStep[] {
  const candidates = stepIds.flatMap((id) => {
    const open = products.flatMap(({ product, criteria }) =>
      criteria.flatMap((criterion, position) =>
        criterion.status !== 'met' && steps[id].improves.includes(criterion.id)
          ? [{ product, criterion: criterion.id, status: criterion.status, position }]
          : [],
      ),
    )
    if (open.length === 0) return []
    const because = STATUS_ORDER.find((status) => open.some((item) => item.status === status))!
    return [
      {
        id,
        because,
        improves: [...new Set(open.map((item) => item.criterion))],
        products: [...new Set(open.map((item) => item.product))],
        weightiest: Math.min(...open.map((item) => item.position)),
      },
    ]
  })
  return candidates
    .sort(
      (a, b) =>
        STATUS_ORDER.indexOf(a.because) - STATUS_ORDER.indexOf(b.because) ||
        b.products.length - a.products.length ||
        a.weightiest - b.weightiest ||
        stepIds.indexOf(a.id) - stepIds.indexOf(b.id),
    )
    .slice(0, 3)
    .map(({ id, because, improves, products: helped }) => ({
      id,
      ...sources.text.steps[id],
      ...link(sources, steps[id].article),
      because,
      improves,
      products: helped,
    }))
}

/**
 * The check's result: the products the finder's rules point to, each with its criteria, its
 * checklist for the place and the programmes that apply there; and the three steps that would
 * most improve the position. When no product stands out, the steps are weighed against all six,
 * so the visitor still learns what lenders look at first.
 */
export function readinessResult(
  answers: ReadinessAnswers,
  sources: ReadinessSources,
): ReadinessResult {
  const place = placeOf(answers)
  const products = findProducts(finderAnswers(answers)).map(({ product, reasons }) =>
    productResult(answers, place, product, reasons, sources),
  )
  const weighed =
    products.length > 0
      ? products
      : financialProducts.map(({ id }) => productResult(answers, place, id, [], sources))
  return { place, products, steps: bestSteps(weighed, sources) }
}

/**
 * The query of a page request as `readAnswers` reads it: a form sent without JavaScript repeats a
 * name for each ticked box (`documents=statements&documents=taxReturns`), which becomes one
 * comma-separated value, as the check writes it itself.
 */
export function readinessSearch(
  searchParams: Readonly<Record<string, string | readonly string[] | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams)) {
    if (value === undefined) continue
    const values = (typeof value === 'string' ? [value] : value).filter(Boolean)
    if (values.length > 0) params.set(name, values.join(','))
  }
  return params
}

/** Whether the visitor has answered anything yet: a result is shown from the first answer. */
export const hasAnswers = (answers: ReadinessAnswers) => Object.keys(answers).length > 0

/**
 * The check's words as a page sends them to the browser: without the articles' quotes (a test's
 * evidence, not the page's), and the articles the result may cite, by English slug.
 */
export function readinessSources(text: ReadinessText): {
  text: ReadinessText
  citedArticles: string[]
} {
  const withoutQuotes = <Entries extends Record<string, { source: ReadinessSource }>>(
    entries: Entries,
  ) =>
    Object.fromEntries(
      Object.entries(entries).map(([id, entry]) => [
        id,
        { ...entry, source: { article: entry.source.article, quotes: [] } },
      ]),
    ) as unknown as Entries
  const citedArticles = [
    ...new Set([
      ...Object.values(text.criteria).map((criterion) => criterion.source.article),
      ...Object.values(text.placeNotes).map((note) => note.source.article),
      ...Object.values(steps).map((step) => step.article),
    ]),
  ]
  return {
    text: {
      ...text,
      criteria: withoutQuotes(text.criteria),
      documents: withoutQuotes(text.documents),
      placeNotes: withoutQuotes(text.placeNotes),
    },
    citedArticles,
  }
}

/**
 * The answers an address holds as a person reads them, question by question in the order they
 * are asked, in the words of `text` (the reader's language): the lead workspace, the team's
 * e-mail and the exports show a readiness lead's answers this way.
 */
export function readinessSummary(
  query: string,
  text: ReadinessText,
  nothingTicked: string,
): { question: string; answer: string }[] {
  const answers = readAnswers(query)
  return readinessQuestions.flatMap((name) => {
    const value = answers[name]
    if (value === undefined) return []
    const options = text.questions[name].options as Record<string, string>
    const answer = Array.isArray(value)
      ? value.map((option) => options[option]).join('; ') || nothingTicked
      : options[value as string]!
    return [{ question: text.questions[name].legend, answer }]
  })
}
