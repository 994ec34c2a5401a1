import { describe, expect, it } from 'vitest'
import { BUSINESS_DAYS_PER_YEAR, PERIODS_PER_YEAR } from '@/lib/funding-math'
import { APR_FLAG_PERCENT, DAYS_PER_YEAR, LARGE_WITHHELD_FEE_PERCENT } from '@/lib/offer-math'
import { renderMarkdown } from './markdown'
import { loadOfferMethodology, parseOfferMethodology } from './offer-methodology'

/**
 * Issue 38: the methodology is content in both languages, with the same substance: the same
 * sections and subsections in the same order, the same formulas in each, the same links, and the
 * thresholds and day counts that src/lib/offer-math.ts uses.
 */

const english = loadOfferMethodology('en')
const french = loadOfferMethodology('fr')

/** The document's outline: each heading's level, and the formulas and site links under it. */
function outline(body: string) {
  const parts: { level: number; formulas: string[]; links: string[] }[] = []
  for (const block of body.split(/^(?=#{2,3} )/m)) {
    const level = /^(#{2,3}) /.exec(block)?.[1]!.length ?? 0
    parts.push({
      level,
      formulas: [...block.matchAll(/^```formula\n([\s\S]*?)\n```$/gm)].map(([, source]) =>
        source!.trim(),
      ),
      links: [...block.matchAll(/\]\((\/[^)\s]*)\)/g)].map(([, href]) => href!),
    })
  }
  return parts
}

/** The text a reader sees, one line, spaces made plain. */
const plainText = (body: string) =>
  renderMarkdown(body)
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\u00a0\u202f]/g, ' ')

describe('the offer methodology’s content', () => {
  it('has the same sections, formulas and links in English and in French', () => {
    const englishOutline = outline(english.body)
    expect(englishOutline.filter((part) => part.level === 2).length).toBeGreaterThanOrEqual(8)
    expect(englishOutline.flatMap((part) => part.formulas).length).toBeGreaterThanOrEqual(12)
    expect(outline(french.body)).toEqual(englishOutline)
    expect(french.sections.length).toBe(english.sections.length)
  })

  it('states the APR, its solve, the effective rate and every unit in symbols', () => {
    const formulas = outline(english.body).flatMap((part) => part.formulas)
    for (const formula of [
      'R = F − W',
      'C = T − R',
      'A = P × i ÷ (1 − (1 + i)^{−n})',
      'p_{1} = P + P × r × d ÷ 365',
      'D = S × h × 12 ÷ 252',
      'R = p_{1} ÷ (1 + i)^{1} + p_{2} ÷ (1 + i)^{2} + … + p_{n} ÷ (1 + i)^{n}',
      'y = i × m × 100%',
      'e = (1 + i)^{m} − 1',
      'c = C ÷ R × 100',
    ])
      expect(formulas).toContain(formula)
  })

  it.each([
    ['en', english],
    ['fr', french],
  ] as const)(
    'in %s, gives the thresholds and day counts the offer maths use, and says it is an estimate',
    (locale, methodology) => {
      const text = plainText(methodology.body)
      const percent = (value: number) => new RegExp(`\\b${value} ?%`)
      expect(text).toMatch(percent(APR_FLAG_PERCENT))
      expect(text).toMatch(percent(LARGE_WITHHELD_FEE_PERCENT))
      for (const count of [
        ...Object.values(PERIODS_PER_YEAR),
        BUSINESS_DAYS_PER_YEAR,
        DAYS_PER_YEAR,
      ])
        expect(text).toContain(String(count))
      // The offer in the worked cases, as the spreadsheet and the table give it.
      expect(text).toMatch(/117[.,]33 ?%/)
      const notice = methodology.notice
      expect(notice).toMatch(locale === 'en' ? /estimate/ : /estimation/)
      expect(notice).toMatch(locale === 'en' ? /not financial advice/ : /non un conseil financier/)
      expect(notice).toMatch(locale === 'en' ? /not a legal opinion/ : /ni un avis juridique/)
      // The criminal rate is dated and linked to the official text, in the page's language.
      expect(methodology.body).toMatch(
        locale === 'en'
          ? /https:\/\/laws-lois\.justice\.gc\.ca\/eng\/acts\/C-46\/section-347\.html/
          : /https:\/\/laws-lois\.justice\.gc\.ca\/fra\/lois\/C-46\/section-347\.html/,
      )
      expect(methodology.body).toMatch(/1(er)? (January|janvier) 2025/)
    },
  )

  it('refuses a file whose front matter is missing a field, naming the file and the field', () => {
    expect(() =>
      parseOfferMethodology('---\ntitle: A title long enough\n---\n\n## Body', 'x.md', 'en'),
    ).toThrow(/^x\.md: description: .*notice: /)
  })
})
