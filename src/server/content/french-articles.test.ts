import { describe, expect, it } from 'vitest'
import { frenchExternalPages } from '@/content/french-routes'
import { getArticles } from './articles'
import { loadFrenchArticleSources, parseFrenchArticle } from './french-articles'

/*
 * Every article has a French version that says the same thing (docs/decisions/0028-french.md):
 * the same sections, the same links and the same figures, written in French.
 */

/** The link targets of a Markdown body, in a set. */
function linkTargets(body: string): Set<string> {
  return new Set([...body.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!))
}

/** A French article's link targets, each outside page's French version read as its English one. */
function englishTargetsOf(body: string): Set<string> {
  const englishOf = new Map(
    Object.entries(frenchExternalPages).map(([english, french]) => [french, english]),
  )
  return new Set([...linkTargets(body)].map((target) => englishOf.get(target) ?? target))
}

/** Figures as values: "50,000" and "50 000" are both 50000, "1.35" and "1,35" both 1.35. */
function englishFigures(body: string): Set<string> {
  const text = body.replace(/\]\([^)]*\)/g, ']')
  return new Set(
    [...text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((match) =>
      String(Number(match[0].replaceAll(',', ''))),
    ),
  )
}

function frenchFigures(body: string): Set<string> {
  const text = body.replace(/\]\([^)]*\)/g, ']')
  return new Set(
    [...text.matchAll(/\d+(?: \d{3})*(?:,\d+)?/g)].map((match) =>
      String(Number(match[0].replaceAll(' ', '').replace(',', '.'))),
    ),
  )
}

const headings = (body: string) => body.match(/^## /gm)?.length ?? 0

describe('French articles', () => {
  const english = getArticles()
  const french = loadFrenchArticleSources()

  it('every English article has exactly one French version, and no French one is orphaned', () => {
    expect(french.map((article) => article.translationOf).sort()).toEqual(
      english.map((article) => article.slug).sort(),
    )
  })

  it('every French address is its own', () => {
    const slugs = french.map((article) => article.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  for (const version of french) {
    const original = english.find((article) => article.slug === version.translationOf)
    if (!original) continue
    describe(version.translationOf, () => {
      it('has the same sections, links and figures as the English', () => {
        expect(headings(version.body), 'sections').toBe(headings(original.body))
        expect(englishTargetsOf(version.body), 'links').toEqual(linkTargets(original.body))
        const englishOnly = [...linkTargets(version.body)].filter(
          (target) => frenchExternalPages[target],
        )
        expect(englishOnly, 'outside pages linked in English when they exist in French').toEqual([])
        expect(frenchFigures(version.body), 'figures').toEqual(englishFigures(original.body))
        expect(Boolean(version.excerpt), 'an excerpt when the English has one').toBe(
          Boolean(original.excerpt),
        )
        expect(Boolean(version.partnerLinkLabel), 'the partner link label').toBe(
          Boolean(original.partnerLink),
        )
      })

      it('is French throughout, and leaves the non-breaking spaces to the renderer', () => {
        // An English name may hold a "the" ("Export-Import Bank of the United States"); an
        // English sentence left behind holds several.
        const english = version.body.match(/\b(the|and|with|is|are|of)\b/gi) ?? []
        expect(english.length, `English words: ${english.join(' ')}`).toBeLessThan(4)
        expect(version.body).not.toMatch(/[\u00a0\u202f]/)
      })
    })
  }

  it('refuses a file whose front matter names another article', () => {
    expect(() =>
      parseFrenchArticle(
        'debt-financing-guide.md',
        "---\ntranslationOf: what-is-an-sba-loan\nslug: guide\ntitle: 'Un titre assez long'\ntype: Guide\n---\nTexte.",
      ),
    ).toThrow('content/fr/blog/debt-financing-guide.md: translationOf: must match the file name')
    expect(() =>
      parseFrenchArticle(
        'debt-financing-guide.md',
        "---\ntranslationOf: debt-financing-guide\nslug: Guide Dette\ntitle: 'Un titre assez long'\ntype: Guide\n---\nTexte.",
      ),
    ).toThrow('content/fr/blog/debt-financing-guide.md: slug: use lowercase words')
  })
})
