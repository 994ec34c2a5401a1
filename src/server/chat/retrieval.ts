import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import type { Locale } from '@/i18n/locales'
import { z } from '@/lib/zod'
import { picksForTheVisitor } from './advice'
import type { AssistantReply, ChatLink } from './assistant'
import { ASSISTANT_DIR } from './intents'
import {
  foldAccents,
  knowledgeIndex,
  processFrenchTerm,
  processTerm,
  type Passage,
} from './knowledge'

/**
 * The long tail: a question no intent covers is answered with the site's own sentences, from the
 * page (or, failing pages, the article) that covers most of its ideas, linked to that page.
 */

const synonymsSchema = z.strictObject({
  en: z.record(z.string(), z.array(z.string())),
  fr: z.record(z.string(), z.array(z.string())),
})

let synonymTables: Record<Locale, Record<string, string[]>> | undefined

/** Words visitors use for an idea, mapped to the words the site uses (content/assistant). */
function synonymsIn(locale: Locale): Record<string, string[]> {
  synonymTables ??= synonymsSchema.parse(
    parse(readFileSync(path.join(ASSISTANT_DIR, 'search-synonyms.yaml'), 'utf8')),
  )
  return synonymTables[locale]
}

/** English words as the search compares them. */
function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9$%][a-z0-9$%.-]*/g) ?? [])
    .map((token) => token.replace(/[.-]+$/, ''))
    .map(processTerm)
    .filter((token): token is string => token !== null)
}

/** French words as the search compares them: without accents, elisions ("l’", "d’") dropped. */
function frenchTokens(text: string): string[] {
  return (foldAccents(text.toLowerCase()).match(/[a-z0-9$%][a-z0-9$%.-]*/g) ?? [])
    .map((token) => token.replace(/[.-]+$/, ''))
    .map(processFrenchTerm)
    .filter((token): token is string => token !== null)
}

/** Each word of the question with the words the site uses for the same idea. */
type TermFamily = string[]

function families(terms: string[], table: Record<string, string[]>): TermFamily[] {
  // Own keys only: a visitor who types "constructor" must not reach Object.prototype.
  return terms.map((term) => [term, ...(Object.hasOwn(table, term) ? table[term]! : [])])
}

/** Whether the words hold the term, or a word sharing its stem. */
function contains(words: string[], term: string): boolean {
  const stem = term.slice(0, Math.max(4, term.length - 2))
  return words.some((word) => word === term || (stem.length >= 4 && word.startsWith(stem)))
}

/**
 * How well a sentence answers: one point per idea of the question it covers (in the visitor's
 * words or the site's), half a point more for the visitor's own word, and a bonus for figures when
 * the question asks how fast, long or much.
 */
function sentenceScore(
  sentence: string,
  termFamilies: TermFamily[],
  wantsFigure: boolean,
  read: (text: string) => string[] = tokens,
): number {
  const words = read(sentence)
  let score = 0
  for (const [term, ...related] of termFamilies) {
    if (contains(words, term!)) score += 1.5
    else if (related.some((word) => contains(words, word))) score += 1
  }
  if (wantsFigure && /\d/.test(sentence)) score += 1.5
  return score
}

/** A text's sentences. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}0-9$"“«])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
}

const WANTS_FIGURE =
  /\b(how (fast|long|much|many|quick|soon)|when|minimum|maximum|up to|range|rate|percent|limit)\b/i

const MAX_SENTENCE_LENGTH = 320
const MAX_ANSWER_LENGTH = 520
const PAGE_THRESHOLD = 1
const ARTICLE_THRESHOLD = 3

function isArticle(passage: Passage): boolean {
  return passage.fromArticle === true
}

/** How the search reads a question in one language. */
type SearchLanguage = {
  locale: Locale
  tokens: (text: string) => string[]
  synonyms: () => Record<string, string[]>
  /** A question that asks how fast, long or much, so figures count for more. */
  wantsFigure: RegExp
}

const ENGLISH: SearchLanguage = {
  locale: 'en',
  tokens,
  synonyms: () => synonymsIn('en'),
  wantsFigure: WANTS_FIGURE,
}
const FRENCH: SearchLanguage = {
  locale: 'fr',
  tokens: frenchTokens,
  synonyms: () => synonymsIn('fr'),
  wantsFigure:
    /\b(combien|en combien de temps|delais?|minimum|maximum|jusqu|taux|pourcentage|limite|quand)\b/,
}

/** The best-matching passages, condensed to their most relevant sentences. */
function retrieveIn(question: string, language: SearchLanguage): AssistantReply | null {
  const baseTerms = language.tokens(question)
  if (baseTerms.length === 0) return null
  const terms = families(baseTerms, language.synonyms())
  const wantsFigure = language.wantsFigure.test(
    language.locale === 'fr' ? foldAccents(question.toLowerCase()) : question,
  )
  const { search } = knowledgeIndex(language.locale)
  const query = baseTerms.join(' ')

  // Rescore the leading candidates by how many of the visitor's ideas their sentences cover.
  const rescore = (results: ReturnType<typeof search.search>) =>
    results.slice(0, 12).map((result) => {
      const passage = result as unknown as Passage & { score: number }
      const ranked = sentences(passage.text)
        // Long list-like runs read badly in a chat bubble; a sentence that picks an option for
        // the reader (an article's opinion) is never said to a visitor (advice.ts).
        .filter(
          (sentence) =>
            sentence.length <= MAX_SENTENCE_LENGTH &&
            !picksForTheVisitor(sentence, language.locale),
        )
        .map((sentence, position) => ({
          sentence,
          position,
          score: sentenceScore(sentence, terms, wantsFigure, language.tokens),
        }))
        .sort((a, b) => b.score - a.score || a.position - b.position)
      const best = ranked[0]?.score ?? 0
      const titleHits = sentenceScore(passage.title, terms, false, language.tokens)
      return {
        passage,
        ranked,
        best,
        total: best + titleHits * 0.75 + Math.log1p(result.score) * 0.5,
      }
    })
  // The site's own pages state its facts; articles answer only what the pages do not cover.
  const pages = rescore(
    search.search(query, { filter: (result) => !isArticle(result as unknown as Passage) }),
  )
    .filter((candidate) => candidate.ranked[0] && candidate.best >= PAGE_THRESHOLD)
    .sort((a, b) => b.total - a.total)
  const articles = rescore(
    search.search(query, { filter: (result) => isArticle(result as unknown as Passage) }),
  )
    .filter((candidate) => candidate.ranked[0] && candidate.best >= ARTICLE_THRESHOLD)
    .sort((a, b) => b.total - a.total)
  const relevant = pages.length ? pages : articles
  const top = relevant[0]
  // Too little in common with anything on the site: better to say so than to guess.
  if (!top) return null

  const chosen = top.ranked
    .filter((entry) => entry.score > 0)
    .slice(0, 2)
    .sort((a, b) => a.position - b.position)
    .map((entry) => entry.sentence)
  const links: ChatLink[] = [{ href: top.passage.href, title: top.passage.pageTitle }]
  // A second page adds to an answer from a page, never an article's tangent.
  const second = relevant.find(
    (candidate) => candidate.passage.href !== top.passage.href && !isArticle(candidate.passage),
  )
  const length = chosen.join(' ').length
  if (
    second &&
    second.total >= top.total * 0.8 &&
    second.ranked[0] &&
    length + second.ranked[0].sentence.length <= MAX_ANSWER_LENGTH
  ) {
    chosen.push(second.ranked[0].sentence)
    links.push({ href: second.passage.href, title: second.passage.pageTitle })
  }
  return { response: [...new Set(chosen)].join(' '), links: dedupe(links) }
}

/** The best-matching passages of the site in the visitor's language, or null if none is close. */
export function retrieve(question: string, locale: Locale): AssistantReply | null {
  return retrieveIn(question, locale === 'fr' ? FRENCH : ENGLISH)
}

export function dedupe(links: ChatLink[]): ChatLink[] {
  const seen = new Set<string>()
  return links.filter((link) => (seen.has(link.href) ? false : (seen.add(link.href), true)))
}

/** How telling a word is on the site: rare words ("webhooks", "PIPEDA") say more than common ones. */
const rarities = new Map<Locale, { passages: string[][]; cache: Map<string, number> }>()

function rarity(term: string, language: SearchLanguage): number {
  let table = rarities.get(language.locale)
  if (!table) {
    table = {
      passages: knowledgeIndex(language.locale).passages.map((passage) =>
        language.tokens(passage.text),
      ),
      cache: new Map(),
    }
    rarities.set(language.locale, table)
  }
  let value = table.cache.get(term)
  if (value === undefined) {
    const count = table.passages.filter((words) => contains(words, term)).length
    value = Math.log((table.passages.length + 1) / (count + 1))
    table.cache.set(term, value)
  }
  return value
}

/** A word this rare on the site names something particular (log of the odds). */
const RARE = 3
/** A detail sentence must cover this share of what the answer left unsaid. */
const DETAIL_SHARE = 0.5

/**
 * A sentence of the answer's own sources (the pages and articles it links) that says what the
 * question asks and the answer does not: a figure when the question asks how long or how much
 * and the answer gives none, or a particular the answer never names ("webhooks", "PIPEDA").
 * Null when the answer already says it all.
 */
export function detailFor(
  question: string,
  answer: string,
  links: ChatLink[],
  locale: Locale,
): string | null {
  const language = locale === 'fr' ? FRENCH : ENGLISH
  const said = language.tokens(answer.replaceAll('-', ' '))
  const unsaid = [...new Set(language.tokens(question))].filter(
    (term) => !contains(said, term) && !/^\d/.test(term),
  )
  const wantsFigure =
    language.wantsFigure.test(locale === 'fr' ? foldAccents(question.toLowerCase()) : question) &&
    !/\d/.test(answer)
  if (unsaid.length === 0 && !wantsFigure) return null
  const sources = new Set(links.map((link) => link.href))
  const candidates = knowledgeIndex(locale)
    .passages.filter((passage) => sources.has(passage.href))
    .flatMap((passage) => sentences(passage.text))
    .filter(
      (sentence) =>
        sentence.length >= 40 &&
        sentence.length <= MAX_SENTENCE_LENGTH &&
        !answer.includes(sentence) &&
        !picksForTheVisitor(sentence, locale),
    )
  const weights = unsaid.map((term) => rarity(term, language))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const termFamilies = families(unsaid, language.synonyms())
  let best: { sentence: string; score: number; telling: boolean } | undefined
  for (const sentence of candidates) {
    const words = language.tokens(sentence.replaceAll('-', ' '))
    // A sentence that mostly repeats the answer adds nothing.
    if (words.filter((word) => said.includes(word)).length >= words.length * 0.6) continue
    let score = 0
    let telling = false
    termFamilies.forEach(([term, ...related], index) => {
      if (contains(words, term!)) {
        score += weights[index]!
        telling ||= weights[index]! >= RARE
      } else if (related.some((word) => contains(words, word))) score += weights[index]! / 2
    })
    if (wantsFigure && /\d/.test(sentence)) score += total * DETAIL_SHARE
    if (!best || score > best.score) best = { sentence, score, telling }
  }
  if (!best || total === 0) return wantsFigure && best && best.score > 0 ? best.sentence : null
  const share = best.score / total
  return (best.telling || wantsFigure) && share >= DETAIL_SHARE ? best.sentence : null
}
