import 'server-only'
import type { Locale } from '@/i18n/locales'
import { frenchTypography } from '@/lib/french-typography'
import { noAdviceLine } from './advice'
import { intentModel, understand, type Model, type Understanding } from './intent-model'
import {
  answerText,
  findIntent,
  linksIn,
  loadFallback,
  type ChatLink,
  type Intent,
} from './intents'
import { knowledgeIndex } from './knowledge'
import { dedupe, detailFor, retrieve, sentences } from './retrieval'

export type { ChatLink }
export type AssistantReply = {
  response: string
  links: ChatLink[]
  /** A request for advice, declined in the site's own words: a language model must not rephrase it. */
  declinesAdvice?: true
}

/**
 * How sure the model must be of an intent to answer with it; below, the site's search answers.
 * Tuned on the development and fresh questions (tests/chat-evaluation), never on the held-out ones.
 */
export const INTENT_THRESHOLD = 0.35
/**
 * How sure the advice classifier must be that a message asks for advice (below a half: declining
 * a question costs less than advising).
 */
export const ADVICE_THRESHOLD = 0.4
/** ...or how sure the intent classifier must be of the `advice` intent, wherever it ranks it... */
export const MAIN_ADVICE_THRESHOLD = 0.2
/**
 * ...or the share of the nearest example questions that ask for advice, read with the products
 * and terms they name blanked (`Understanding.adviceShare`).
 */
export const NEAREST_ADVICE_SHARE = 0.5
/** How sure the classifier must be that a message is about something else to say so. */
export const OFF_TOPIC_THRESHOLD = 0.5
/** How sure of a product or term, ranked after advice, to explain it after the standing line. */
const OPTION_THRESHOLD = 0.1

/**
 * Loads (or trains) the model and builds the search indexes now, not on a visitor's first
 * question; says how long that took and whether the build's trained model was used.
 */
export async function prepareAssistant(): Promise<{ readyInMs: number; loaded: boolean }> {
  const started = performance.now()
  knowledgeIndex('en')
  knowledgeIndex('fr')
  const { loaded } = await intentModel()
  return { readyInMs: Math.round(performance.now() - started), loaded }
}

function replyFor(intent: Intent, locale: Locale): AssistantReply {
  return {
    response: answerText(intent, locale),
    links: linksIn(intent.links, locale, intent.id),
  }
}

/**
 * The answer to a question: the intent's answer, about the product or term the question names
 * when the intent is a general one ("how long does an SBA loan take" is about the SBA loan),
 * completed with the sentence of its sources that says what the question asks and it does not.
 */
function answerTo(question: string, understanding: Understanding, locale: Locale): Reading {
  const top = understanding.ranked[0]!.intent
  const { named } = understanding
  const general = !top.names && GENERAL_KINDS.has(top.kind)
  // A question about two products or terms it names ("how big can an MCA get, and PO
  // financing?") is answered about both: the one the model is surest of first.
  const topIsNamed = named.some((intent) => intent.id === top.id)
  const intents =
    named.length > 1 && topIsNamed
      ? [top, ...named.filter((intent) => intent.id !== top.id)].slice(0, 2)
      : general && named.length > 0
        ? named.slice(0, 2)
        : [top]
  const replies = intents.map((intent) => replyFor(intent, locale))
  const reply = {
    response: replies.map((entry) => entry.response).join(' '),
    links: dedupe(replies.flatMap((entry) => entry.links)),
  }
  const detail = detailFor(question, reply.response, reply.links, locale)
  return {
    answeredWith: top.id,
    reply: detail ? { ...reply, response: `${reply.response} ${detail}` } : reply,
  }
}

/** Kinds of question that attach to a topic: how long, how much, who can, how to. */
const GENERAL_KINDS: ReadonlySet<Intent['kind']> = new Set([
  'speed',
  'amounts',
  'cost',
  'eligibility',
  'countries',
  'process',
  'apply',
])

/**
 * Answers from the site's own content (content/assistant): the intent the model recognises, with
 * its answer and links in the visitor's language; a request for advice declined with the standing
 * line and the options it names explained; anything else from the best-matching passage of the
 * site, or the fallback.
 */
export async function answerFromSite(
  message: string,
  locale: Locale = 'en',
): Promise<AssistantReply> {
  return (await read(message, locale)).reply
}

/**
 * What the assistant made of a message, and its reply: the intent it answered with, `advice` for
 * a request for advice declined, or `search` when the site's search (or the fallback) answered.
 */
export type Reading = { answeredWith: string; reply: AssistantReply }

/** Reads a message with the content's model, or with another one (cross-validation). */
export async function read(message: string, locale: Locale, model?: Model): Promise<Reading> {
  const text = message.trim()
  const seen = await understand(text, locale, model)
  const understanding = combined(seen)
  const [top] = understanding.ranked
  const adviceScore = seen.ranked.find((entry) => entry.intent.id === 'advice')?.score ?? 0
  // A question about something else entirely ("the best lasagna recipe", "should I buy this
  // stock") gets the off-topic answer, even when it asks for an opinion.
  const [likeliest] = seen.ranked
  const offTopic = likeliest?.intent.kind === 'off-topic' && likeliest.score >= OFF_TOPIC_THRESHOLD
  const asksForAdvice =
    understanding.asksForAdvice >= ADVICE_THRESHOLD ||
    adviceScore >= MAIN_ADVICE_THRESHOLD ||
    understanding.adviceShare >= NEAREST_ADVICE_SHARE
  const reading: Reading = offTopic
    ? { answeredWith: likeliest.intent.id, reply: replyFor(likeliest.intent, locale) }
    : asksForAdvice
      ? { answeredWith: 'advice', reply: declineAdvice(understanding, locale) }
      : top && top.score >= INTENT_THRESHOLD
        ? answerTo(text, understanding, locale)
        : { answeredWith: 'search', reply: retrieve(text, locale) ?? fallbackReply(locale) }
  return locale === 'fr'
    ? {
        ...reading,
        reply: { ...reading.reply, response: frenchTypography(reading.reply.response) },
      }
    : reading
}

/**
 * The two views of what a message is about, averaged: the classifier's confidence in each intent
 * and the share of the nearest example questions that belong to it. Where they agree the answer
 * is sure; where the classifier hesitates, the nearest examples decide, and the other way round.
 */
function combined(understanding: Understanding): Understanding {
  // A string of words the classifier knows none of has near examples by chance alone.
  if (understanding.ranked.length === 0) return { ...understanding, nearest: [] }
  const scores = new Map<string, { intent: Intent; score: number }>()
  const add = (intent: Intent, score: number) => {
    const entry = scores.get(intent.id) ?? { intent, score: 0 }
    entry.score += score / 2
    scores.set(intent.id, entry)
  }
  for (const { intent, score } of understanding.ranked) add(intent, score)
  for (const { intent, share } of understanding.nearest) add(intent, share)
  return { ...understanding, ranked: [...scores.values()].sort((a, b) => b.score - a.score) }
}

function fallbackReply(locale: Locale): AssistantReply {
  const fallback = loadFallback()
  return { response: fallback.text[locale], links: linksIn(fallback.links, locale, 'fallback') }
}

/**
 * A request for advice: the standing no-advice line, then what the options it names are (two at
 * most, each in its first two sentences; what an intent's `adviceNames` name first, as the offer
 * check for a request to judge an offer), or the product the model sees next to the request, or
 * the range of options when it names none.
 */
function declineAdvice(
  { ranked, named, adviceNamed }: Understanding,
  locale: Locale,
): AssistantReply {
  const next = ranked
    .filter((entry) => entry.intent.id !== 'advice')
    .find((entry) => entry.intent.names && entry.score >= OPTION_THRESHOLD)?.intent
  const overview = findIntent('products')
  const mentioned = [...adviceNamed, ...named]
  const options =
    mentioned.length > 0 ? mentioned.slice(0, 2) : next ? [next] : overview ? [overview] : []
  const explained = options.map((intent) => {
    const { response, links } = replyFor(intent, locale)
    const shortened = options.length > 1 ? sentences(response).slice(0, 2).join(' ') : response
    return { response: shortened, links: links.slice(0, 2) }
  })
  const [products, howItWorks] = linksIn(['/financial-products', '/how-it-works'], locale, 'advice')
  return {
    response: [noAdviceLine(locale), ...explained.map((entry) => entry.response)].join(' '),
    links: dedupe([...explained.flatMap((entry) => entry.links), products!, howItWorks!]),
    declinesAdvice: true,
  }
}
