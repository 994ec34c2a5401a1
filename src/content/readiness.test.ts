import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentByLocale } from '@/i18n/content'
import { locales, type Locale } from '@/i18n/locales'
import { articleHrefsIn, frenchArticleSlugs } from '@/server/content/french-articles'
import { FRENCH_BLOG, frenchHref } from './french-routes'
import { readinessText as frenchWords } from './fr/readiness'
import {
  readinessChoices,
  readinessSelections,
  readinessText as englishWords,
  steps,
  type ReadinessSource,
} from './readiness'

/** An article's Markdown as written, in one language (its file is named by its English slug). */
function articleText(locale: Locale, slug: string): string {
  const folder = locale === 'fr' ? 'content/fr/blog' : 'content/blog'
  return readFileSync(path.join(process.cwd(), folder, `${slug}.md`), 'utf8')
}

/** Text compared as a reader sees it: French spacing, curly apostrophes and bold marks set aside. */
const plain = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')

const numberWords: Record<Locale, Record<string, number>> = {
  en: {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
  },
  fr: {
    un: 1,
    une: 1,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    onze: 11,
    douze: 12,
  },
}

/**
 * Every number a text states, as a reader would read it: "$500K" and "500 k$" are 500000, "1.25"
 * and "1,25" are 1.25, "$5 million" and "5 millions de dollars" are 5000000, "six" is 6.
 */
function numbersIn(text: string, locale: Locale): number[] {
  const [group, decimal] = locale === 'en' ? [',', '\\.'] : [' ', ',']
  const written = new RegExp(
    `(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${decimal}(\\d+))?(?: ?(millions?|[kKM]\\$?)(?![\\p{L}]))?`,
    'gu',
  )
  const scale: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, million: 1e6, millions: 1e6 }
  const numbers = [...plain(text).matchAll(written)].map(([, whole, fraction, unit]) => {
    const value = Number(`${whole!.replaceAll(group, '')}.${fraction ?? 0}`)
    return value * (unit ? scale[unit.replace('$', '')]! : 1)
  })
  const words = plain(text)
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .flatMap((word) => (word in numberWords[locale] ? [numberWords[locale][word]!] : []))
  return [...numbers, ...words]
}

type Sourced = { what: string; words: string; figures: number[]; source: ReadinessSource }

/** Every sentence of the check that states what an article publishes, with the words a page shows. */
function sourcedSentences(locale: Locale): Sourced[] {
  const text = contentByLocale[locale].readiness
  return [
    ...Object.entries(text.criteria).map(([id, { lookFor, figures, source }]) => ({
      what: `criteria.${id}`,
      words: lookFor,
      figures,
      source,
    })),
    ...Object.entries(text.documents).map(([id, { label, detail, figures, source }]) => ({
      what: `documents.${id}`,
      words: `${label} ${detail}`,
      figures,
      source,
    })),
    ...Object.entries(text.placeNotes).map(([id, { title, text: words, figures, source }]) => ({
      what: `placeNotes.${id}`,
      words: `${title} ${words}`,
      figures,
      source,
    })),
  ]
}

describe('the readiness check’s content', () => {
  for (const locale of locales) {
    it(`quotes, in ${locale}, words its articles really say`, () => {
      for (const { what, source } of sourcedSentences(locale)) {
        const article = plain(articleText(locale, source.article))
        expect(source.quotes.length, what).toBeGreaterThan(0)
        for (const quote of source.quotes)
          expect(article, `${what}: ${quote}`).toContain(plain(quote))
      }
    })

    it(`states, in ${locale}, each figure as the article it cites publishes it`, () => {
      let checked = 0
      for (const { what, words, figures, source } of sourcedSentences(locale)) {
        const published = numbersIn(source.quotes.join(' '), locale)
        const stated = numbersIn(words, locale)
        for (const figure of figures) {
          expect(published, `${what}: ${figure} in ${source.article}`).toContain(figure)
          expect(stated, `${what}: ${figure} in the sentence shown`).toContain(figure)
          checked += 1
        }
      }
      expect(checked).toBeGreaterThan(40)
    })
  }

  it('reads figures the way the articles write them', () => {
    expect(numbersIn('from $5,000-$10,000 and go up to $500K at 1.25', 'en')).toEqual([
      5000, 10000, 500000, 1.25,
    ])
    expect(numbersIn('entre 5 000 $ et 10 000 $ et jusqu’à 500 k$ à 1,25', 'fr')).toEqual([
      5000, 10000, 500000, 1.25,
    ])
    expect(numbersIn('up to $5 million over six to twelve months', 'en')).toEqual([5e6, 6, 12])
    expect(numbersIn('jusqu’à 10 M$ et 5 millions de dollars, deux ou trois', 'fr')).toEqual([
      1e7, 5e6, 2, 3,
    ])
  })

  it('links every step and source to an article that exists in both languages, the French by its French address', () => {
    const slugs = [
      ...Object.values(steps).map((step) => step.article),
      ...sourcedSentences('en').map((sentence) => sentence.source.article),
    ]
    const english = articleHrefsIn('en')
    const french = articleHrefsIn('fr')
    const frenchSlugs = frenchArticleSlugs()
    for (const slug of new Set(slugs)) {
      // An article is at /blog/{slug}, or at its own address (`path:` in its front matter).
      expect(english[slug], slug).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)?$/)
      expect(() => articleText('en', slug), slug).not.toThrow()
      expect(() => articleText('fr', slug), slug).not.toThrow()
      expect(french[slug], slug).toMatch(new RegExp(`^${FRENCH_BLOG}/[a-z0-9-]+$`))
      expect(frenchHref(english[slug]!, frenchSlugs), slug).toBe(french[slug])
    }
  })

  it('cites the same articles and states the same figures in both languages', () => {
    const cited = (locale: Locale) =>
      sourcedSentences(locale).map(({ what, figures, source }) => [what, figures, source.article])
    expect(cited('fr')).toEqual(cited('en'))
  })

  it('words every question, option, status, criterion, document, note and step in both languages', () => {
    for (const words of [englishWords, frenchWords]) {
      for (const [name, options] of Object.entries({ ...readinessChoices, ...readinessSelections }))
        expect(Object.keys(words.questions[name as keyof typeof readinessChoices].options)).toEqual(
          [...options],
        )
      expect(Object.keys(words.steps)).toEqual(Object.keys(steps))
    }
    expect(frenchWords.questions.region.options.QC).toBe('Québec')
    expect(frenchWords.steps.checkCredit.title).not.toBe(englishWords.steps.checkCredit.title)
  })
})
