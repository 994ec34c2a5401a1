import 'server-only'
import { containerBootstrap } from '@nlpjs/core'
import { LangEn } from '@nlpjs/lang-en-min'
import { LangFr } from '@nlpjs/lang-fr'
import { Nlp } from '@nlpjs/nlp'
import { locales, type Locale } from '@/i18n/locales'
import { loadIntents, type Intent } from './intents'

/**
 * Understanding a visitor's message with NLP.js (docs/decisions/0032-assistant-knowledge-as-content.md):
 * a neural intent classifier per language, trained on the example questions of
 * content/assistant/intents when the server starts, and the library's entity recognition for the
 * products and terms a message names (each intent's `names`).
 */

export type Understanding = {
  /** The intents the message most likely expresses, surest first, with the model's confidence. */
  ranked: { intent: Intent; score: number }[]
  /**
   * How likely the message asks for advice, from a second classifier trained on the `advice`
   * examples against every other intent's: topic words ("SaaS", "receivables") appear on both
   * sides, so it learns the words that ask for a pick, whatever the topic.
   */
  asksForAdvice: number
  /** The intents (products and terms) the message names outright. */
  named: Intent[]
}

type Model = { nlp: Nlp; advice: Nlp; intents: Map<string, Intent>; trainedInMs: number }

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
  const nlp = new Nlp(
    { autoSave: false, autoLoad: false, calculateSentiment: false, forceNER: true },
    container,
  )
  nlp.addLanguage([...locales])
  return nlp
}

const ADVICE = 'advice'
const NOT_ADVICE = 'other'

async function train(): Promise<Model> {
  const started = performance.now()
  const [nlp, advice] = await Promise.all([createNlp(), createNlp()])
  const intents = new Map<string, Intent>()
  for (const intent of loadIntents()) {
    intents.set(intent.id, intent)
    for (const locale of locales) {
      for (const example of intent.text[locale].examples) {
        nlp.addDocument(locale, example, intent.id)
        advice.addDocument(locale, example, intent.id === ADVICE ? ADVICE : NOT_ADVICE)
      }
      if (intent.names) nlp.addNerRuleOptionTexts(locale, 'topic', intent.id, intent.names[locale])
    }
  }
  await nlp.train()
  await advice.train()
  return { nlp, advice, intents, trainedInMs: Math.round(performance.now() - started) }
}

/** The trained model, trained once per process (at start-up: `prepareAssistant`). */
export function intentModel(): Promise<Model> {
  model ??= train()
  return model
}

/** What a message is about, in the language of the page it was asked from. */
export async function understand(message: string, locale: Locale): Promise<Understanding> {
  const { nlp, advice, intents } = await intentModel()
  const [result, adviceResult] = await Promise.all([
    nlp.process(locale, message),
    advice.process(locale, message),
  ])
  const ranked = result.classifications
    .filter((entry) => entry.score > 0 && intents.has(entry.intent))
    .map((entry) => ({ intent: intents.get(entry.intent)!, score: entry.score }))
  const named = [
    ...new Set(
      result.entities.filter((entity) => entity.entity === 'topic').map((entity) => entity.option),
    ),
  ].flatMap((id) => intents.get(id) ?? [])
  const asksForAdvice =
    adviceResult.classifications.find((entry) => entry.intent === ADVICE)?.score ?? 0
  return { ranked, named, asksForAdvice }
}
