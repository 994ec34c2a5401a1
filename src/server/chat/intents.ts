import 'server-only'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { z } from '@/lib/zod'
import { frenchHrefWhereServed } from '@/content/french-routes'
import type { Locale } from '@/i18n/locales'
import { frenchTypography } from '@/lib/french-typography'
import { fillPlaceholders } from '@/lib/markdown/placeholders'
import { frenchArticleSlugs } from '@/server/content/french-articles'
import { ASSISTANT_DIR, knowledgeIndex } from './knowledge'

/**
 * What the assistant knows, read from content/assistant (its README says how to edit it): one
 * file per intent, holding in each language the answer, the example questions that train the
 * model, and the pages the answer cites.
 */

export { ASSISTANT_DIR }
export const INTENTS_DIR = path.join(ASSISTANT_DIR, 'intents')

/** How `npm run chat:evaluate` groups questions (content/assistant/README.md, "Kinds"). */
export const ANSWER_KINDS = [
  'what-it-is',
  'cost',
  'business-model',
  'amounts',
  'countries',
  'eligibility',
  'speed',
  'lenders',
  'approval-rate',
  'data-protection',
  'location',
  'founders',
  'contact',
  'process',
  'partners',
  'definitions',
  'industries',
  'apply',
  'greeting',
  'advice',
  'off-topic',
] as const
export type AnswerKind = (typeof ANSWER_KINDS)[number]

/** The fewest example questions an intent may have in each language. */
export const MIN_EXAMPLES = 12

export type ChatLink = { href: string; title: string }

const linkSchema = z.union([
  z.string().trim().min(1),
  z.strictObject({
    href: z.string().trim().min(1),
    en: z.string().trim().min(1),
    fr: z.string().trim().min(1),
  }),
])
const languageSchema = z.strictObject({
  answer: z.string().trim().min(1),
  examples: z.array(z.string().trim().min(1)).default([]),
})
const namesSchema = z.strictObject({
  en: z.array(z.string().trim().min(1)).min(1),
  fr: z.array(z.string().trim().min(1)).min(1),
})
const intentSchema = z.strictObject({
  kind: z.enum(ANSWER_KINDS),
  links: z.array(linkSchema).default([]),
  names: namesSchema.optional(),
  adviceNames: namesSchema.optional(),
  en: languageSchema,
  fr: languageSchema,
})
const fallbackSchema = z.strictObject({
  links: z.array(linkSchema).default([]),
  en: z.strictObject({ answer: z.string().trim().min(1) }),
  fr: z.strictObject({ answer: z.string().trim().min(1) }),
})

type LinkSource = z.infer<typeof linkSchema>

/** One intent as written, both languages. */
export type Intent = {
  id: string
  kind: AnswerKind
  links: LinkSource[]
  /** How visitors name the product or term (products and terms only). */
  names?: Record<Locale, string[]>
  /**
   * Words that, in a request for advice, make this intent the option explained after the
   * standing line ("is this offer fair": the offer check), and do nothing elsewhere.
   */
  adviceNames?: Record<Locale, string[]>
  text: Record<Locale, { answer: string; examples: string[] }>
}

/** Reads one intent file; the error names the file and what is wrong with it. */
export function parseIntent(fileName: string, source: string): Intent {
  const result = intentSchema.safeParse(parse(source))
  if (!result.success)
    throw new Error(`content/assistant/intents/${fileName}: ${z.prettifyError(result.error)}`)
  const { kind, links, names, adviceNames, en, fr } = result.data
  const filled = (locale: Locale, side: { answer: string; examples: string[] }) => ({
    answer: fillPlaceholders(side.answer, fileName, locale),
    examples: side.examples.map((example) => fillPlaceholders(example, fileName, locale)),
  })
  return {
    id: fileName.replace(/\.yaml$/, ''),
    kind,
    links,
    names,
    adviceNames,
    text: { en: filled('en', en), fr: filled('fr', fr) },
  }
}

let intents: Intent[] | undefined

/** Every intent of content/assistant/intents, in file-name order. */
export function loadIntents(): Intent[] {
  intents ??= readdirSync(INTENTS_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => parseIntent(file, readFileSync(path.join(INTENTS_DIR, file), 'utf8')))
  return intents
}

export function findIntent(id: string): Intent | undefined {
  return loadIntents().find((intent) => intent.id === id)
}

let articleSlugs: ReadonlyMap<string, string> | undefined

/** An English address of this site (or a placeholder for another site's) in one language. */
export function localHref(href: string, locale: Locale): string {
  const filled = fillPlaceholders(href, 'content/assistant', locale)
  // Read once per process: outside a page request React's `cache` keeps nothing, and reading
  // every French article again costs tens of milliseconds an answer.
  articleSlugs ??= frenchArticleSlugs()
  return locale === 'fr' ? frenchHrefWhereServed(filled, articleSlugs) : filled
}

/** The title the site gives a page (or a section of one) in one language, from its passages. */
function pageTitle(href: string, locale: Locale): string | undefined {
  return knowledgeIndex(locale).passages.find((passage) => passage.href === href)?.pageTitle
}

/** The links an answer cites, in one language; a page the language does not have is an error. */
export function linksIn(links: LinkSource[], locale: Locale, source: string): ChatLink[] {
  return links.map((link) => {
    const href = localHref(typeof link === 'string' ? link : link.href, locale)
    const title = typeof link === 'string' ? pageTitle(href, locale) : link[locale]
    if (!title) throw new Error(`${source}: ${href} is not a page of the ${locale} site`)
    return { href, title }
  })
}

/** An intent's answer in one language, set in that language's typography. */
export function answerText(intent: Intent, locale: Locale): string {
  const text = intent.text[locale].answer.replace(/\s+/g, ' ').trim()
  return locale === 'fr' ? frenchTypography(text) : text
}

export type Fallback = { links: LinkSource[]; text: Record<Locale, string> }

let fallback: Fallback | undefined

/** What the assistant says when nothing matches and the site's search finds nothing. */
export function loadFallback(): Fallback {
  if (!fallback) {
    const result = fallbackSchema.safeParse(
      parse(readFileSync(path.join(ASSISTANT_DIR, 'fallback.yaml'), 'utf8')),
    )
    if (!result.success)
      throw new Error(`content/assistant/fallback.yaml: ${z.prettifyError(result.error)}`)
    const { links, en, fr } = result.data
    fallback = {
      links,
      text: {
        en: fillPlaceholders(en.answer, 'fallback.yaml', 'en'),
        fr: fillPlaceholders(fr.answer, 'fallback.yaml', 'fr'),
      },
    }
  }
  return fallback
}
