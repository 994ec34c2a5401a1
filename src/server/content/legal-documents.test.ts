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
      const expectSameDate = (englishDate: string, frenchDate: string) => {
        const [day, month, year] = frenchDate.split(' ')
        expect(dateOf(englishDate).getUTCDate()).toBe(Number(day))
        expect(dateOf(englishDate).getUTCMonth()).toBe(frenchMonths.indexOf(month!))
        expect(dateOf(englishDate).getUTCFullYear()).toBe(Number(year))
      }
      expectSameDate(english.lastUpdated, french.lastUpdated)
      expect(Boolean(french.amended)).toBe(Boolean(english.amended))
      if (english.amended) expectSameDate(english.amended, french.amended!)
      // Every figure of the English text is in the French one.
      const figures = (body: string) => (body.match(/\d+/g) ?? []).sort()
      expect(figures(french.body)).toEqual(figures(english.body))
    })
  }
})

describe('the privacy policy on Quebec law (Law 25)', () => {
  const languages = [
    {
      locale: 'en',
      fullTitle:
        'Act to modernize legislative provisions as regards the protection of personal information',
      shortName: 'Law 25',
      quebecSection: '### Quebec residents',
      outsideQuebec: 'communicated outside Quebec',
    },
    {
      locale: 'fr',
      fullTitle:
        'Loi modernisant des dispositions législatives en matière de protection des renseignements personnels',
      shortName: 'Loi 25',
      quebecSection: '### Résidents du Québec',
      outsideQuebec: 'communiqués à l’extérieur du Québec',
    },
  ] as const

  for (const { locale, fullTitle, shortName, quebecSection, outsideQuebec } of languages) {
    it(`${locale}: gives the law's full title where it first names it, and says when information leaves Quebec`, () => {
      const { body } = loadLegalDocument('privacy-policy', locale)
      const titleAt = body.indexOf(fullTitle)
      expect(titleAt, 'the full title').toBeGreaterThan(-1)
      expect(titleAt, 'before the short name').toBeLessThan(body.indexOf(shortName))
      const section = body.slice(body.indexOf(quebecSection)).split(/\n#{2,3} /)[0]
      expect(section).toContain(outsideQuebec)
    })
  }
})
