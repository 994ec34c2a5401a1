import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/i18n/locales'
import { RECOMMENDS } from './advice'
import {
  answerText,
  linksIn,
  loadFallback,
  loadIntents,
  MIN_EXAMPLES,
  parseIntent,
  type Intent,
} from './intents'
import { knowledgeIndex } from './knowledge'

/** Everything the site says in one language: its pages' and articles' passages and its copy. */
function siteText(locale: Locale): string {
  const messages = readFileSync(path.join('src', 'i18n', 'messages', `${locale}.json`), 'utf8')
  return plainSpaces(
    [...knowledgeIndex(locale).passages.map((passage) => passage.text), messages].join('\n'),
  )
}

function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ')
}

/** The figures a text states: amounts, percentages, durations, counts ("$10K", "10 k$", "24-48"). */
function figures(text: string): string[] {
  return (
    plainSpaces(text)
      .replace(/\{\{\s*\w+\s*\}\}/g, '')
      .match(/\$?\d+(?:[.,-]\d+|(?: \d{3})+)*(?: ?(?:k\$|M\$|G\$|\$|%)|[KMB]\b|\+)?/g) ?? []
  ).map((figure) => figure.trim())
}

const intents = loadIntents()

describe('what the assistant knows (content/assistant)', () => {
  it('has the intents a visitor needs, each in both languages', () => {
    const ids = intents.map((intent) => intent.id)
    for (const id of ['advice', 'cost']) expect(ids).toContain(id)
    for (const intent of intents)
      for (const locale of locales) expect(intent.text[locale].answer, intent.id).not.toBe('')
  })

  it('refuses an intent written in one language only, naming the file', () => {
    const englishOnly = 'kind: cost\nen:\n  answer: It is free.\n  examples: [is it free]\n'
    expect(() => parseIntent('free.yaml', englishOnly)).toThrow(/free\.yaml[\s\S]*fr/)
  })

  it.each(intents.map((intent) => [intent.id, intent] as const))(
    '%s: enough example questions in each language, none shared with another intent',
    (_id, intent: Intent) => {
      for (const locale of locales)
        expect(intent.text[locale].examples.length, locale).toBeGreaterThanOrEqual(MIN_EXAMPLES)
    },
  )

  it('trains no example question to two intents', () => {
    const owner = new Map<string, string>()
    for (const intent of intents) {
      for (const locale of locales) {
        for (const example of intent.text[locale].examples) {
          const key = `${locale}:${example
            .toLowerCase()
            .replace(/[^\p{L}\p{N}]+/gu, ' ')
            .trim()}`
          const other = owner.get(key)
          expect(
            other === undefined || other === intent.id,
            `${key} in ${other} and ${intent.id}`,
          ).toBe(true)
          owner.set(key, intent.id)
        }
      }
    }
  })

  it('links, in each language, pages that exist in that language, the same pages in both', () => {
    for (const intent of [...intents, { id: 'fallback', ...loadFallback() }]) {
      const english = linksIn(intent.links, 'en', intent.id)
      const french = linksIn(intent.links, 'fr', intent.id)
      expect(french.length, intent.id).toBe(english.length)
      for (const link of french)
        expect(link.href, `${intent.id}: ${link.href}`).toMatch(/^(\/fr(\/|#|$)|https:\/\/)/)
    }
    // The first call builds both languages' search indexes: seconds on a busy two-core machine.
  }, 60_000)

  it('states no figure that the pages of its language do not state', () => {
    const site = { en: siteText('en'), fr: siteText('fr') }
    for (const intent of intents) {
      for (const locale of locales) {
        for (const figure of figures(intent.text[locale].answer))
          expect(site[locale].includes(figure), `${intent.id} (${locale}): ${figure}`).toBe(true)
      }
    }
  }, 60_000)

  it('finds the figures a page states, in either language', () => {
    expect(figures('From $10K to $10M, 24-48 hours, 85% and 120+ lenders')).toEqual([
      '$10K',
      '$10M',
      '24-48',
      '85%',
      '120+',
    ])
    expect(figures('de 10 k$ à 10 M$, 1 000 prêteurs, facteur de 1,35')).toEqual([
      '10 k$',
      '10 M$',
      '1 000',
      '1,35',
    ])
  })

  it('picks no product or lender for the visitor in any answer', () => {
    for (const intent of intents)
      for (const locale of locales)
        expect(answerText(intent, locale), `${intent.id} (${locale})`).not.toMatch(RECOMMENDS)
  })
})
