import 'server-only'
/**
 * The English assistant of decision 0011: a concept lexicon of regular expressions and curated
 * answers written in TypeScript. Kept for English visitors because, on the held-out questions
 * of 2026-11-27, it still answers more of them well than the content-and-model assistant
 * (decision 0032, BENCHMARKS.md); French visitors are answered by the new one. It goes when the
 * new one scores better in English on a fresh held-out set.
 */
import { site } from '@/content/site'
import {
  conceptLexicon,
  conceptWeight,
  contactSentence,
  curatedAnswers,
  type ChatLink,
  type Concept,
  type CuratedAnswer,
} from './curated-answers'
import { asksForAdvice, NO_ADVICE_LINE } from './advice'
import { knowledgeIndex } from '../knowledge'
import {
  contains,
  dedupe,
  families,
  retrieve,
  sentences,
  synonymsIn,
  tokens,
  type TermFamily,
} from '../retrieval'
import { createReader, normalise, type Reading } from './understanding'

export type { ChatLink }
export type AssistantReply = {
  response: string
  links: ChatLink[]
  /** A request for advice, declined in the site's own words: a language model must not rephrase it. */
  declinesAdvice?: true
}

const CONTACT_LINK: ChatLink = { href: '/contact-us', title: 'Contact Us' }

const patterns = {
  greeting:
    /^[\s,!.]*((hi|hello|hey|hiya|howdy|good (morning|afternoon|evening|day)|bonjour|greetings|there|team|folks|all|everyone|how are you( doing)?|how is it going)[\s,!.?]*)+$/i,
  thanks:
    /\b(thanks|thank you|thx|ty|cheers|much appreciated|bye|goodbye|see you|that helps|perfect|great|got it)\b/i,
}

const readMessage = createReader(conceptLexicon, () =>
  knowledgeIndex().passages.flatMap((passage) => normalise(`${passage.title} ${passage.text}`)),
)

/** The brand's own name reads as "brand", so the lexicon need not know what it is. */
export function readWithBrand(message: string) {
  const name = site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return readMessage(message.replace(new RegExp(`\\b${name}\\b`, 'gi'), 'brand'))
}

type CuratedMatch = { answer: CuratedAnswer; weight: number; coverage: number }

/**
 * The curated answer whose concepts the message names: the most specific first, then the one whose
 * phrases take more of the message ("answer an e-mail" over "how long"); null if none.
 */
function matchCurated(reading: Reading<Concept>): CuratedMatch | null {
  let best: CuratedMatch | null = null
  for (const answer of curatedAnswers) {
    for (const set of answer.when) {
      if (!set.every((concept) => reading.concepts.has(concept))) continue
      const weight = set.reduce((sum, concept) => sum + conceptWeight(concept), 0)
      const coverage = set.reduce((sum, concept) => sum + (reading.coverage.get(concept) ?? 0), 0)
      if (!best || weight > best.weight || (weight === best.weight && coverage > best.coverage))
        best = { answer, weight, coverage }
    }
  }
  return best
}

function reply(answer: CuratedAnswer): AssistantReply {
  return { response: answer.response(), links: answer.links() }
}

const OFF_TOPIC: AssistantReply = {
  response: `I can help with business funding and this site, but not with that one. Ask me how ${site.name} works, what it costs, how much you can borrow or what a merchant cash advance is; for anything else, our team is at ${site.supportEmail}.`,
  links: [
    { href: '/how-it-works', title: 'How It Works' },
    { href: '/financial-products', title: 'Financial Products' },
    CONTACT_LINK,
  ],
}

/** Words that add no detail of their own to a question. */
const FILLER = new Set(
  'brand really actually like guys just also still even ever thanks kind sort thing things stuff lol ok okay yeah hey exactly does did am is are was be been use using come comes go going make get got let put anything something they them people someone'.split(
    ' ',
  ),
)
/** A detail sentence must cover this share of what the curated answer left unsaid... */
const DETAIL_SHARE = 0.4
/** ...or cover this share of it, two ideas or more, in any words. */
const CLEAR_SHARE = 0.6
/** ...and use a word of the visitor's this rare on the site (log of the odds): "PIPEDA", "webhooks". */
const RARE = 3
const MIN_SENTENCE_LENGTH = 40
const MAX_SENTENCE_LENGTH = 320
/** Figures that answer "how long" and "how much". */
const DURATION =
  /\b(\d+(-\d+)?( to \d+)? (minutes|hours|(business )?days|weeks|months|years)|\d+-(day|week|month|year)|(one|two|three|a few) (or (two|three) )?(business )?(hours|days|weeks|months)|a day or two|weeks|same day|within minutes)\b/i
const MONEY = /\$\d/
/** Sentences that lean on what came before them read badly alone. */
const LEANS_ON_CONTEXT = /^(the other|this|that|these|those|it|they|he|she|but|and|so)\b/i

const documentFrequency = new Map<string, number>()
let passageWords: Set<string>[] | undefined

/** How telling a word is: rare on the site (webhooks, banking) says more than common (take, up). */
function rarity(term: string): number {
  passageWords ??= knowledgeIndex().passages.map((passage) => new Set(tokens(passage.text)))
  let count = documentFrequency.get(term)
  if (count === undefined) {
    count = passageWords.filter((words) => contains([...words], term)).length
    documentFrequency.set(term, count)
  }
  return Math.log((passageWords.length + 1) / (count + 1))
}

/** Spoken to by the answer: the word itself or one the site uses for the same idea. */
function isSaid(family: TermFamily, said: string[]): boolean {
  return family.some((word) => contains(said, word))
}

/** The sentences of an answer's own sources (the pages and articles it links) that can stand alone. */
function sourceSentences(links: ChatLink[]): string[] {
  const sources = new Set(links.map((link) => link.href))
  return knowledgeIndex()
    .passages.filter((passage) => sources.has(passage.href))
    .flatMap((passage) => sentences(passage.text))
    .filter(
      (sentence) =>
        sentence.length >= MIN_SENTENCE_LENGTH &&
        sentence.length <= MAX_SENTENCE_LENGTH &&
        !LEANS_ON_CONTEXT.test(sentence),
    )
}

/**
 * The curated answer, completed when the visitor asked about more than it says, from its own
 * sources: how long or how much (an SBA loan's approval time, the minimum for asset-based
 * lending) with the sentence that gives the figure, and a particular the answer never names
 * ("PIPEDA", "webhooks") with the sentence that does.
 */
function answerWithDetail(answer: CuratedAnswer, reading: Reading<Concept>): AssistantReply {
  const base = reply(answer)
  const answered = new Set(answer.when.flat())
  const said = tokens(base.response.replaceAll('-', ' '))
  const seen = new Set<string>()
  const unsaid = reading.words.flatMap((word, index): { family: TermFamily; weight: number }[] => {
    const term = tokens(word)[0]
    if (!term || FILLER.has(term) || seen.has(term)) return []
    seen.add(term)
    const family = families([term], synonymsIn('en'))[0]!
    const concept = reading.wordConcepts[index]
    // Words that only say the question is about business money add nothing to ask about.
    if (concept === 'domain' || concept === 'borrow') return []
    // A word of the answer's own idea is asked about only when the answer never says it and it
    // names something particular, not the idea itself.
    const weight = rarity(term)
    if (contains(said, term)) return []
    if (concept && answered.has(concept) && (isSaid(family, said) || weight < RARE)) return []
    return [{ family, weight }]
  })
  if (unsaid.length === 0) return base
  const total = unsaid.reduce((sum, entry) => sum + entry.weight, 0)
  const candidates = sourceSentences(base.links).filter((sentence) => {
    // A sentence that mostly repeats the answer adds nothing.
    const words = tokens(sentence.replaceAll('-', ' '))
    return words.filter((word) => said.includes(word)).length < words.length * 0.6
  })
  const coverage = (sentence: string) => {
    const words = tokens(sentence.replaceAll('-', ' '))
    let score = 0
    let telling = false
    let ideas = 0
    for (const { family, weight } of unsaid) {
      const [term, ...related] = family
      if (contains(words, term!)) {
        score += weight
        telling ||= weight >= RARE
        ideas += 1
      } else if (related.some((word) => contains(words, word))) {
        score += weight / 2
        ideas += 1
      }
    }
    return { score, telling, ideas }
  }
  const best = (sentences: string[]) =>
    sentences
      .map((sentence) => ({ sentence, ...coverage(sentence) }))
      .sort((a, b) => b.score - a.score)[0]

  // How long or how much, asked of a topic whose answer gives no such figure.
  const figure =
    answered.has('speed') || DURATION.test(base.response)
      ? null
      : reading.concepts.has('speed')
        ? DURATION
        : !answered.has('amount') && !MONEY.test(base.response) && reading.concepts.has('amount')
          ? MONEY
          : null
  let detail = figure ? best(candidates.filter((sentence) => figure.test(sentence))) : undefined
  if (detail && detail.score <= 0) detail = undefined
  // A particular of the question that the answer never names.
  if (!detail) {
    const particular = best(candidates)
    const share = particular ? particular.score / total : 0
    if (
      particular &&
      ((particular.telling && share >= DETAIL_SHARE) ||
        (share >= CLEAR_SHARE && particular.ideas >= 2))
    )
      detail = particular
  }
  return detail ? { response: `${base.response} ${detail.sentence}`, links: base.links } : base
}

/** Builds what answering needs (vocabulary, word rarities) before the first visitor asks. */
export function prepareRules(): void {
  readWithBrand('')
  rarity('')
}

/**
 * Answers from the site's own content: says what it can help with when the question is about
 * something else, declines requests for advice (the service gives none), greets, then answers the
 * questions every visitor asks from the curated layer, recognised by meaning and completed with
 * the detail asked for; anything else on topic is answered from the best-matching passage of the
 * site.
 */
export function answerByRules(message: string): AssistantReply {
  const text = message.trim()
  const reading = readWithBrand(text)
  // Shorthand spelled out ("thank u", "shld i"), typos left as typed: the patterns read this.
  const spelledOut = normalise(text).join(' ')
  const isShort = reading.words.length <= 6
  const curated = matchCurated(reading)

  // A question about something else that happens to share a word with the site ("the capital
  // of France", "should I buy this stock") is still about something else, unless it names a
  // product outright.
  if (reading.concepts.has('offTopic') && !(curated && curated.weight >= 3)) return OFF_TOPIC
  const named = {
    products: [...reading.concepts].filter((concept) => conceptWeight(concept) === 3).length,
    options: [...reading.concepts].filter((concept) => OPTIONS.includes(concept)).length,
  }
  if (asksForAdvice(spelledOut, named) || asksForAdvice(reading.words.join(' '), named))
    return declineAdvice(reading, curated)
  if (patterns.greeting.test(spelledOut)) {
    return {
      response: `Hello! I can answer questions about funding options, costs, how the platform works and partnerships. What would you like to know?`,
      links: [],
    }
  }
  if (curated) return answerWithDetail(curated.answer, reading)
  if (patterns.thanks.test(spelledOut) && isShort) {
    return {
      response:
        "You're welcome! Let me know if there's anything else about funding I can help with.",
      links: [],
    }
  }
  if (!reading.concepts.has('domain')) return OFF_TOPIC
  return (
    retrieve(text, 'en') ?? {
      response: `I'm not sure about that one. I can help with questions about funding for businesses incorporated in Canada or the United States: funding options, costs, eligibility and partnerships. Our team can help with anything else: ${contactSentence()}`,
      links: [CONTACT_LINK],
    }
  )
}

/** Ideas that name something to choose between, besides a product: "your lenders", "the offers". */
const OPTIONS: Concept[] = [
  'lenders',
  'lenderCount',
  'offers',
  'options',
  'productsOverview',
  'debtFinancing',
  'equipment',
]
const OPTIONS_ANSWER = curatedAnswers.find((answer) => answer.id === 'products')!
const COMPARE_OFFERS = curatedAnswers.find((answer) => answer.id === 'compare-offers')!
const COST_WORDS =
  /\b(cheap|cheaper|cheapest|cost|costs|costly|expensive|pricey|rate|rates|fee|fees)\b/

/** The curated answer that explains one product or term on its own ("MCA", "SBA loan"). */
function definitionOf(concept: Concept): CuratedAnswer | undefined {
  return curatedAnswers.find(
    (answer) =>
      answer.kind === 'definitions' &&
      answer.when.some((set) => set.length === 1 && set[0] === concept),
  )
}

/**
 * A request for advice: the standing no-advice line, then what the options it names are (both
 * when it names two and no article compares them, each in its opening sentences), or the range of
 * options when it names none. A question about price ("which is cheaper for me") also gets how to
 * weigh offers, since the price is each lender's.
 */
function declineAdvice(reading: Reading<Concept>, curated: CuratedMatch | null): AssistantReply {
  const named = [...reading.concepts].filter((concept) => conceptWeight(concept) === 3)
  const comparesTwo = curated?.answer.when.some(
    (set) => set.length === 2 && set.every((concept) => named.includes(concept)),
  )
  const aboutPrice = COST_WORDS.test(reading.words.join(' '))
  const products: CuratedAnswer[] =
    curated && comparesTwo
      ? [curated.answer]
      : named.length >= 2
        ? named.slice(0, 2).flatMap((concept) => definitionOf(concept) ?? [])
        : curated && curated.answer !== OPTIONS_ANSWER
          ? [curated.answer]
          : []
  const shorten = products.length > 1 || aboutPrice
  const replies = [
    ...products
      .map(reply)
      .map((entry) =>
        shorten ? { ...entry, response: sentences(entry.response).slice(0, 2).join(' ') } : entry,
      ),
    ...(aboutPrice && !products.includes(COMPARE_OFFERS) ? [reply(COMPARE_OFFERS)] : []),
  ]
  if (replies.length === 0) replies.push(reply(OPTIONS_ANSWER))
  return {
    response: [NO_ADVICE_LINE, ...replies.map((entry) => entry.response)].join(' '),
    links: dedupe([
      ...replies.flatMap((entry) => entry.links.slice(0, 2)),
      { href: '/financial-products', title: 'Financial Products' },
      { href: '/how-it-works', title: 'How It Works' },
    ]),
    declinesAdvice: true,
  }
}
