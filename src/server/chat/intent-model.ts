import 'server-only'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { containerBootstrap } from '@nlpjs/core'
import MiniSearch from 'minisearch'
import { LangEn } from '@nlpjs/lang-en-min'
import { LangFr } from '@nlpjs/lang-fr'
import { Nlp } from '@nlpjs/nlp'
import { locales, type Locale } from '@/i18n/locales'
import { log } from '../log'
import { INTENTS_DIR, loadIntents, type Intent } from './intents'
import { foldAccents } from './knowledge'

/**
 * Understanding a visitor's message with NLP.js (docs/decisions/0032-assistant-knowledge-as-content.md):
 * a neural intent classifier per language, trained on the example questions of
 * content/assistant/intents, and the library's entity recognition for the products and terms a
 * message names (each intent's `names`). `npm run build` trains it and writes it beside the build
 * (`MODEL_FILE`); a server loads that file in a fraction of a second, and trains anew (seconds)
 * only when the content has changed since, as in development and the unit tests.
 */

/** The trained model, written by the build. */
export const MODEL_FILE = path.join(process.cwd(), '.next', 'assistant-model.json')

export type Understanding = {
  /** The intents the message most likely expresses, surest first, with the model's confidence. */
  ranked: { intent: Intent; score: number }[]
  /**
   * How likely the message asks for advice, from a second classifier trained on the `advice`
   * examples against every other intent's: topic words ("SaaS", "receivables") appear on both
   * sides, so it learns the words that ask for a pick, whatever the topic.
   */
  asksForAdvice: number
  /**
   * The intents of the example questions nearest the message (a search over every example of
   * the language), each with its share of the nearest examples' relevance.
   */
  nearest: { intent: Intent; share: number }[]
  /** The intents (products and terms) the message names outright. */
  named: Intent[]
  /** The intents whose `adviceNames` the message uses: the options a request for advice is about. */
  adviceNamed: Intent[]
  /**
   * The share of the nearest example questions that ask for advice, message and examples read
   * with the products and terms they name blanked: how a message asks ("is X a trap", "which do
   * we take"), whatever it asks about, so that the many requests for advice that name a product
   * do not pull every question about that product towards advice.
   */
  adviceShare: number
}

export type Model = {
  nlp: Nlp
  advice: Nlp
  examples: Record<Locale, MiniSearch<Example>>
  /** The same, with the products and terms they name blanked (`blankTopics`). */
  examplesWithoutTopics: Record<Locale, MiniSearch<Example>>
  /** A text with the products and terms of these intents blanked. */
  blankTopics: (text: string) => string
  intents: Map<string, Intent>
  /** How long training (or loading the trained model) took. */
  readyInMs: number
  loaded: boolean
}

type Example = { id: number; text: string; intent: string }

/** How many of the nearest example questions have a say. */
const NEAREST = 7

/**
 * Every example question of one language, searchable (words without accents, typos allowed), as
 * written or with the products and terms they name blanked.
 */
function exampleIndex(
  intents: Intent[],
  locale: Locale,
  read: (text: string) => string = (text) => text,
): MiniSearch<Example> {
  const search = new MiniSearch<Example>({
    fields: ['text'],
    storeFields: ['intent'],
    tokenize: (text) =>
      fold(text)
        .split(/[^a-z0-9$%]+/)
        .filter(Boolean),
    // Typing slips are looked for in words of four letters or more: a shorter word one letter
    // from another is usually a different word ("fee" and "few", "pas" and "pis"), and a fuzzy
    // search of every word costs time (on the fresh and development questions: French 95 → 99 of
    // 101, English 263 → 264 of 273; about 3 ms less an answer).
    searchOptions: { fuzzy: (term) => (term.length >= 4 ? 0.2 : false), combineWith: 'OR' },
  })
  let id = 0
  for (const intent of intents)
    for (const text of intent.text[locale].examples)
      search.add({ id: id++, text: read(text), intent: intent.id })
  return search
}

/** Lower case, without accents: how messages and examples are compared. */
const fold = (text: string) => foldAccents(text.toLowerCase())

/**
 * Blanks the products and terms a text names (every intent's `names`, in both languages), so that
 * what is left is how it asks.
 */
function withoutTopics(intents: Intent[]): (text: string) => string {
  const names = intents
    .flatMap((intent) => (intent.names ? [...intent.names.en, ...intent.names.fr] : []))
    .map((name) => fold(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .sort((a, b) => b.length - a.length)
  const pattern = new RegExp(`\\b(?:${names.join('|')})\\b`, 'g')
  return (text) => fold(text).replace(pattern, ' ')
}

/**
 * A message as the advice classifier sees it: its words, and each pair of neighbouring words as
 * one more word ("best way" and "best lender" share "best" but not their pair), so that asking
 * for a pick ("which lender is best for us") stands apart from a factual question that uses the
 * same words ("what's the best way to reach you"). Cross-validated in `npm run chat:cross-validate`.
 */
function withWordPairs(text: string): string {
  const words = fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  const pairs = words.slice(1).map((word, index) => `${words[index]}x${word}`)
  return `${text} ${pairs.join(' ')}`
}

/**
 * Every word that names a built-in property of every object ("constructor", "__proto__"): the
 * library looks names up in a plain object, where those words find the property instead of
 * nothing, and fails. No product, term or question means anything by them, so they are blanked
 * from every message before it is read.
 */
const OBJECT_KEYS = new RegExp(Object.getOwnPropertyNames(Object.prototype).join('|'), 'gi')

function withoutObjectKeys(message: string): string {
  return message.replace(OBJECT_KEYS, ' ')
}

/** What the build writes: both classifiers, and the content they were trained on (its hash). */
type ModelFile = { contentHash: string; nlp: string; advice: string }

let model: Promise<Model> | undefined

/** One NLP.js instance for both languages, its training quiet. */
async function createNlp(): Promise<Nlp> {
  const container = await containerBootstrap()
  // The classifier's settings, registered before the library's own defaults: typing slips of
  // one letter are corrected towards the words the examples use, and training prints nothing.
  container.registerConfiguration(
    'nlu-??',
    {
      keepStopwords: true,
      nonefeatureValue: 1,
      nonedeltaMultiplier: 1.2,
      spellCheck: true,
      spellCheckDistance: 1,
      filterZeros: true,
      log: false,
    },
    true,
  )
  container.use(LangEn)
  container.use(LangFr)
  const nlp = new Nlp({ autoSave: false, autoLoad: false, calculateSentiment: false }, container)
  nlp.addLanguage([...locales])
  return nlp
}

const ADVICE = 'advice'
const NOT_ADVICE = 'other'
/** The entity of `adviceNames`, recognised beside the `topic` of `names`. */
const ADVICE_TOPIC = 'adviceTopic'

/** A fingerprint of what the model learns from: every intent file's name and text. */
export function contentHash(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(INTENTS_DIR).sort())
    hash.update(`${file}\n${readFileSync(path.join(INTENTS_DIR, file), 'utf8')}\n`)
  return hash.digest('hex')
}

/** The model the build wrote, whatever content it was trained on, or null if there is none. */
function writtenModel(): ModelFile | null {
  return existsSync(MODEL_FILE) ? (JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as ModelFile) : null
}

/** Whether the written model was trained on the content as it is now. */
export function modelFileIsCurrent(): boolean {
  return writtenModel()?.contentHash === contentHash()
}

/**
 * The build's model if it was trained on the content as it is now, or a model trained now. A
 * production server without a current one says so as a warning: training costs seconds of CPU.
 */
async function prepare(): Promise<Model> {
  const file = writtenModel()
  if (file?.contentHash !== contentHash()) {
    const reason = file
      ? 'the assistant content changed since the build: training the model again'
      : 'no trained assistant model (.next/assistant-model.json): training it now'
    if (process.env.NODE_ENV === 'production') log.warn(reason)
    else log.info(reason)
    return trainModel(loadIntents())
  }
  const started = performance.now()
  const [nlp, advice] = await Promise.all([createNlp(), createNlp()])
  nlp.import(file.nlp)
  advice.import(file.advice)
  return {
    ...indexes(loadIntents()),
    nlp,
    advice,
    readyInMs: Math.round(performance.now() - started),
    loaded: true,
  }
}

/** The example search and the intents by id, for a model of these intents. */
function indexes(
  intents: Intent[],
): Pick<Model, 'examples' | 'examplesWithoutTopics' | 'blankTopics' | 'intents'> {
  const blanked = withoutTopics(intents)
  return {
    blankTopics: blanked,
    examples: { en: exampleIndex(intents, 'en'), fr: exampleIndex(intents, 'fr') },
    examplesWithoutTopics: {
      en: exampleIndex(intents, 'en', blanked),
      fr: exampleIndex(intents, 'fr', blanked),
    },
    intents: new Map(intents.map((intent) => [intent.id, intent])),
  }
}

/**
 * A model trained on these intents' examples: the content's, or a part of them (the
 * cross-validation of `npm run chat:cross-validate` trains on four fifths and asks the rest).
 */
export async function trainModel(intents: Intent[]): Promise<Model> {
  const started = performance.now()
  const [nlp, advice] = await Promise.all([createNlp(), createNlp()])
  await train(nlp, advice, intents)
  return {
    ...indexes(intents),
    nlp,
    advice,
    readyInMs: Math.round(performance.now() - started),
    loaded: false,
  }
}

async function train(nlp: Nlp, advice: Nlp, intents: Intent[]): Promise<void> {
  for (const intent of intents) {
    for (const locale of locales) {
      for (const example of intent.text[locale].examples) {
        nlp.addDocument(locale, example, intent.id)
        advice.addDocument(
          locale,
          withWordPairs(example),
          intent.id === ADVICE ? ADVICE : NOT_ADVICE,
        )
      }
      if (intent.names) nlp.addNerRuleOptionTexts(locale, 'topic', intent.id, intent.names[locale])
      if (intent.adviceNames)
        nlp.addNerRuleOptionTexts(locale, ADVICE_TOPIC, intent.id, intent.adviceNames[locale])
    }
  }
  await nlp.train()
  await advice.train()
}

/** The model, loaded or trained once per process (at start-up: `prepareAssistant`). */
export function intentModel(): Promise<Model> {
  model ??= prepare()
  return model
}

/** Trains the model on the content as it is and writes it where servers look for it (the build). */
export async function writeModelFile(file = MODEL_FILE): Promise<number> {
  const { nlp, advice, readyInMs } = await trainModel(loadIntents())
  const written: ModelFile = {
    contentHash: contentHash(),
    nlp: nlp.export(true),
    advice: advice.export(true),
  }
  writeFileSync(file, JSON.stringify(written))
  return readyInMs
}

/** What a message is about, in the language of the page it was asked from. */
export async function understand(
  text: string,
  locale: Locale,
  trained?: Model,
): Promise<Understanding> {
  const message = withoutObjectKeys(text)
  const { nlp, advice, examples, examplesWithoutTopics, blankTopics, intents } =
    trained ?? (await intentModel())
  // The products and terms the message names are found apart from its classification: the
  // library's forced entity pass would also classify the message with those names blanked out
  // ("what's @topic"), and let that reading win.
  const [result, adviceResult, recognised] = await Promise.all([
    nlp.process(locale, message),
    advice.process(locale, withWordPairs(message)),
    // Names as written (case and accents aside): the library's fuzzy matching of every name
    // against every run of words costs 15 ms or more a question, and the names list the usual
    // misspellings and forms without accents.
    nlp.ner.process({ locale, utterance: message, threshold: 1 }),
  ])
  const ranked = result.classifications
    .filter((entry) => entry.score > 0 && intents.has(entry.intent))
    .map((entry) => ({ intent: intents.get(entry.intent)!, score: entry.score }))
  const namedAs = (entityName: string) =>
    [
      ...new Set(
        recognised.entities
          .filter((entity) => entity.entity === entityName)
          .map((entity) => entity.option),
      ),
    ].flatMap((id) => intents.get(id) ?? [])
  const named = namedAs('topic')
  const adviceNamed = namedAs(ADVICE_TOPIC)
  const asksForAdvice =
    adviceResult.classifications.find((entry) => entry.intent === ADVICE)?.score ?? 0
  const nearest = [...sharesOf(examples[locale].search(message))]
    .map(([id, share]) => ({ intent: intents.get(id)!, share }))
    .sort((a, b) => b.share - a.share)
  const blanked = sharesOf(examplesWithoutTopics[locale].search(blankTopics(message)))
  return {
    ranked,
    named,
    adviceNamed,
    asksForAdvice,
    nearest,
    adviceShare: blanked.get(ADVICE) ?? 0,
  }
}

/** Each intent's share of the relevance of the nearest of these example questions. */
function sharesOf(found: { score: number; intent?: unknown }[]): Map<string, number> {
  const nearest = found.slice(0, NEAREST)
  const total = nearest.reduce((sum, result) => sum + result.score, 0)
  const shares = new Map<string, number>()
  for (const { intent, score } of nearest)
    shares.set(intent as string, (shares.get(intent as string) ?? 0) + score / total)
  return shares
}
