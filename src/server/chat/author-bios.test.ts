import { describe, expect, it } from 'vitest'
import { authorBioHeadings } from '@/content/blog'
import { locales } from '@/i18n/locales'
import { articlesIn } from '@/server/content/french-articles'
import { buildPassages } from './knowledge'

/**
 * An article's note about its author says who wrote it ("He is not an accountant"): it is no
 * answer to a visitor's question, in either language, whatever the note's heading.
 */

/** Each `##` section of a body whose heading is about the author: its heading and its words. */
function authorSections(body: string): { heading: string; text: string }[] {
  return body
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [heading = '', ...rest] = section.split('\n')
      return { heading: heading.trim(), text: rest.join(' ').replace(/\s+/g, ' ').trim() }
    })
    .filter(({ heading }) => /author|auteur|\bbio/i.test(heading))
}

const withPlainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

for (const locale of locales) {
  describe(`the authors' notes of the articles (${locale})`, () => {
    const articles = articlesIn(locale)
    const notes = articles.flatMap((article) =>
      authorSections(article.body).map((section) => ({ slug: article.slug, ...section })),
    )

    it('are headed the one way of their language, and never a passage the assistant answers from', () => {
      expect(notes.length).toBeGreaterThan(0)
      for (const note of notes) expect(note.heading, note.slug).toBe(authorBioHeadings[locale])
      const passages = buildPassages(locale).map((passage) => withPlainSpaces(passage.text))
      for (const note of notes) {
        const opening = note.text.split(' ').slice(0, 8).join(' ')
        const quoting = passages.filter((text) => text.includes(opening))
        expect(quoting, `${note.slug}: "${opening}"`).toEqual([])
      }
    })
  })
}
