import { describe, expect, it } from 'vitest'
import { getArticles } from './articles'

/*
 * Guards against boilerplate creeping back into the articles (issue 19, item 7). The closing
 * block 'Ready to Get Started?' is drawn by the article view (docs/product.md, Article), so an
 * article's own last paragraph is free text and should say something about that article.
 */

function finalParagraph(body: string): string {
  return body
    .trim()
    .split(/\n\s*\n/)
    .at(-1)!
    .trim()
}

function sentences(paragraph: string): string[] {
  return paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim().toLowerCase())
    .filter((sentence) => sentence.split(' ').length >= 6)
}

describe('article writing', () => {
  const articles = getArticles()

  it('no two articles end with the same paragraph, or share a sentence in their last paragraphs', () => {
    const endings = new Map<string, string>()
    const sentenceOwners = new Map<string, string>()
    for (const article of articles) {
      const ending = finalParagraph(article.body)
      const other = endings.get(ending)
      expect(other, `${article.slug} ends with the same paragraph as ${other}`).toBeUndefined()
      endings.set(ending, article.slug)
      for (const sentence of new Set(sentences(ending))) {
        const owner = sentenceOwners.get(sentence)
        expect(
          owner,
          `${article.slug} and ${owner} both end with the sentence "${sentence}"`,
        ).toBeUndefined()
        sentenceOwners.set(sentence, article.slug)
      }
    }
  })

  it('no excerpt leans on "Here is…": each says what the reader gets in its own words', () => {
    for (const article of articles) {
      if (!article.excerpt) continue
      expect(article.excerpt, article.slug).not.toMatch(/^Here(?: is|'s| are)\b/i)
      expect(article.excerpt, article.slug).not.toMatch(/[.!?]\s+Here(?: is|'s| are)\b/i)
    }
  })

  it('no two excerpts start with the same three words', () => {
    const openings = new Map<string, string>()
    for (const article of articles) {
      if (!article.excerpt) continue
      const opening = article.excerpt.toLowerCase().split(/\s+/).slice(0, 3).join(' ')
      const other = openings.get(opening)
      expect(other, `${article.slug} and ${other} both open with "${opening}"`).toBeUndefined()
      openings.set(opening, article.slug)
    }
  })
})
