import { describe, expect, it } from 'vitest'
import { loadLegalDocument } from './legal-documents'

describe('legal documents in French', () => {
  for (const name of ['privacy-policy', 'terms-of-service'] as const) {
    it(`${name}: the English document's sections, dates and placeholders, in French`, () => {
      const english = loadLegalDocument(name)
      const french = loadLegalDocument(name, 'fr')
      expect(french.sections).toHaveLength(english.sections.length)
      expect(new Set(french.sections.map((section) => section.id)).size).toBe(
        french.sections.length,
      )
      const subsections = (body: string) => body.match(/^### /gm)?.length ?? 0
      expect(subsections(french.body)).toBe(subsections(english.body))
      const items = (body: string) => body.match(/^\s*- /gm)?.length ?? 0
      expect(items(french.body)).toBe(items(english.body))
      // The same dates, written the French way ("10 avril 2023" for "April 10, 2023").
      const dateOf = (text: string) => new Date(`${text} UTC`)
      const frenchMonths = [
        'janvier',
        'février',
        'mars',
        'avril',
        'mai',
        'juin',
        'juillet',
        'août',
        'septembre',
        'octobre',
        'novembre',
        'décembre',
      ]
      const [day, month, year] = french.lastUpdated.split(' ')
      expect(dateOf(english.lastUpdated).getUTCDate()).toBe(Number(day))
      expect(dateOf(english.lastUpdated).getUTCMonth()).toBe(frenchMonths.indexOf(month!))
      expect(dateOf(english.lastUpdated).getUTCFullYear()).toBe(Number(year))
      expect(Boolean(french.amended)).toBe(Boolean(english.amended))
      // Every figure of the English text is in the French one.
      const figures = (body: string) => (body.match(/\d+/g) ?? []).sort()
      expect(figures(french.body)).toEqual(figures(english.body))
    })
  }
})
