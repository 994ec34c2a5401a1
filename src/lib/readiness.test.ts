import { describe, expect, it } from 'vitest'
import { frenchHref } from '@/content/french-routes'
import type { Locale } from '@/i18n/locales'
import { contentIn } from '@/i18n/content'
import { articleHrefsIn, frenchArticleSlugs } from '@/server/content/french-articles'
import {
  answersQuery,
  placeChecklist,
  readAnswers,
  readinessResult,
  type ReadinessAnswers,
  type ReadinessResult,
} from './readiness'

const sourcesIn = (locale: Locale) => ({
  text: contentIn(locale).readiness,
  articleHrefs: articleHrefsIn(locale),
})

const resultIn = (answers: ReadinessAnswers, locale: Locale = 'en') =>
  readinessResult(answers, sourcesIn(locale))

/** The visitor: Québec, two years in business, $40,000 a month, fair credit, working capital within a month. */
const quebec: ReadinessAnswers = {
  country: 'ca',
  region: 'QC',
  years: 'under36',
  revenue: 'under50k',
  credit: 'fair',
  purpose: 'cashflow',
  speed: 'weeks',
}

/** Every line of every checklist of a result, as a person reads it. */
const checklistWords = (result: ReadinessResult) =>
  result.products.flatMap((product) =>
    product.checklist.map((document) => `${document.label} ${document.detail}`),
  )

describe('the funding readiness check', () => {
  it('lists the fitting products for a Québec business, with a checklist naming the NEQ and Revenu Québec and no CRA documents', () => {
    const result = resultIn(quebec)
    expect(result.products.map((match) => match.product)).toEqual(['term-loans'])
    const words = checklistWords(result).join('\n')
    expect(words).toMatch(/\bNEQ\b/)
    expect(words).toMatch(/Revenu Québec notices of assessment/)
    expect(words).not.toMatch(/\bCRA\b|Canada Revenue Agency/)
    expect(words).not.toMatch(/\bEIN\b|\bIRS\b/)
  })

  it('lists CRA documents instead for the same business in Ontario, and EIN and IRS returns in the US', () => {
    const ontario = checklistWords(resultIn({ ...quebec, region: 'ON' })).join('\n')
    expect(ontario).toMatch(/Canada Revenue Agency/)
    expect(ontario).toMatch(/CRA notices of assessment/)
    expect(ontario).not.toMatch(/\bNEQ\b|Revenu Québec/)

    const us = checklistWords(resultIn({ ...quebec, country: 'us', region: 'TX' })).join('\n')
    expect(us).toMatch(/Employer Identification Number \(EIN\)/)
    expect(us).toMatch(/filed with the IRS/)
    expect(us).not.toMatch(/\bNEQ\b|Revenu Québec|\bCRA\b/)
  })

  it('names the SBA for a US term loan and the CSBFP and BDC in Canada, never the other way round', () => {
    const notes = (answers: ReadinessAnswers) =>
      resultIn(answers).products.flatMap((product) => product.notes.map((note) => note.id))
    expect(notes(quebec)).toEqual(['csbfp', 'bdc'])
    expect(notes({ ...quebec, region: 'ON' })).toEqual(['csbfp', 'bdc'])
    expect(notes({ ...quebec, country: 'us', region: 'TX' })).toEqual(['sba'])
  })

  it('says where the visitor stands against each criterion, and "not answered" rather than a guess', () => {
    const [termLoans] = resultIn(quebec).products
    const standing = Object.fromEntries(
      termLoans!.criteria.map((criterion) => [criterion.id, criterion.status]),
    )
    expect(standing).toEqual({
      bankHistory: 'met',
      debtCoverage: 'unknown',
      ownerCredit: 'close',
      statements: 'unknown',
      businessCredit: 'unknown',
      businessPlan: 'unknown',
      industry: 'unknown',
    })
    const young = resultIn({ ...quebec, years: 'under24', purpose: 'growth', credit: 'poor' })
    const youngStanding = Object.fromEntries(
      young.products
        .find((product) => product.product === 'term-loans')!
        .criteria.map((criterion) => [criterion.id, criterion.status]),
    )
    expect(youngStanding).toMatchObject({ bankHistory: 'close', ownerCredit: 'notYet' })
    expect(resultIn({ ...quebec, years: 'under12' }).products).toEqual([])
  })

  it('reads the published figures as the thresholds: an advance above $500K or an asset-based line under $150,000 is not there yet', () => {
    const standing = (answers: ReadinessAnswers, id: string) =>
      resultIn(answers)
        .products.flatMap((product) => product.criteria)
        .find((criterion) => criterion.id === id)?.status
    const cards: ReadinessAnswers = { ...quebec, assets: ['cards', 'invoices'] }
    expect(standing({ ...cards, amount: 'under500k' }, 'advanceSize')).toBe('met')
    expect(standing({ ...cards, amount: 'under1m' }, 'advanceSize')).toBe('notYet')
    expect(standing({ ...cards, amount: 'under10k' }, 'advanceSize')).toBe('close')
    expect(standing({ ...cards, amount: 'under1m' }, 'assetLineSize')).toBe('met')
    expect(standing({ ...cards, amount: 'under500k' }, 'assetLineSize')).toBe('close')
    expect(standing({ ...cards, amount: 'under150k' }, 'assetLineSize')).toBe('notYet')
    expect(standing({ ...cards, years: 'under12' }, 'alternativeHistory')).toBe('close')
    expect(standing({ ...cards, years: 'under6' }, 'alternativeHistory')).toBe('notYet')
  })

  it('ticks the documents the visitor has, and only those', () => {
    const result = resultIn({ ...quebec, documents: ['registration', 'bankStatements'] })
    const ticks = Object.fromEntries(
      result.products[0]!.checklist.map((document) => [document.id, document.have]),
    )
    expect(ticks).toMatchObject({
      neq: true,
      bankStatements: true,
      quebecTaxReturns: false,
      financialStatements: false,
      businessPlan: false,
    })
  })

  it('gives three steps, each with its article, what is not met first, then what helps more products', () => {
    const result = resultIn(quebec)
    expect(result.steps.map((step) => [step.id, step.because])).toEqual([
      ['checkCredit', 'close'],
      ['workOutCoverage', 'unknown'],
      ['closeTheBooks', 'unknown'],
    ])
    for (const step of result.steps) {
      expect(step.href).toBe(articleHrefsIn('en')[step.article])
      expect(step.href).toMatch(/^\/blog\/[a-z0-9-]+$/)
    }

    const shaky = resultIn({
      ...quebec,
      speed: 'days',
      assets: ['cards', 'invoices'],
      documents: ['bankStatements'],
      debt: 'short',
      credit: 'good',
    })
    expect(shaky.products.map((product) => product.product)).toEqual(
      expect.arrayContaining(['merchant-cash-advance', 'asset-based-lending', 'term-loans']),
    )
    // Statements are missing for two products, coverage falls short for one and the time to set up
    // a line for another: all "not yet", so the step that helps two products comes first, then the
    // one for the weightier criterion.
    expect(shaky.steps.map((step) => step.id)).toEqual([
      'closeTheBooks',
      'workOutCoverage',
      'applyEarly',
    ])
    expect(shaky.steps[0]).toMatchObject({
      because: 'notYet',
      products: ['asset-based-lending', 'term-loans'],
    })
  })

  it('still points to steps when no product stands out, weighed against all six', () => {
    const result = resultIn({})
    expect(result.products).toEqual([])
    expect(result.place).toBeUndefined()
    expect(result.steps).toHaveLength(3)
  })

  it('gives the French page the same result in French, linking the French articles', () => {
    const slugs = frenchArticleSlugs()
    for (const answers of [quebec, { ...quebec, region: 'ON' as const }, {}]) {
      const english = resultIn(answers, 'en')
      const french = resultIn(answers, 'fr')
      const ids = (result: ReadinessResult) =>
        JSON.stringify(result, (key, value) =>
          ['title', 'lookFor', 'label', 'detail', 'text', 'href'].includes(key) ? undefined : value,
        )
      expect(ids(french)).toBe(ids(english))
      const links = (result: ReadinessResult) => [
        ...result.steps.map((step) => step.href),
        ...result.products.flatMap((product) => [
          ...product.criteria.map((criterion) => criterion.source.href),
          ...product.notes.map((note) => note.source.href),
        ]),
      ]
      expect(links(french)).toEqual(links(english).map((href) => frenchHref(href, slugs)))
      for (const href of links(french)) expect(href).toMatch(/^\/fr\/blogue\/[a-z0-9-]+$/)
    }
    const checklist = checklistWords(resultIn(quebec, 'fr')).join('\n')
    expect(checklist).toMatch(/\bNEQ\b/)
    expect(checklist).toMatch(/Revenu Québec/)
    expect(checklist).not.toMatch(/\bARC\b|Agence du revenu du Canada/)
  })
})

describe('the answers in the address', () => {
  const everything: ReadinessAnswers = {
    ...quebec,
    businessCredit: 'thin',
    amount: 'under150k',
    debt: 'comfortable',
    documents: ['statements', 'bankStatements'],
    assets: [],
    industry: 'restaurant',
  }

  it('reads back what it writes, every answer and none', () => {
    expect(readAnswers(answersQuery(everything))).toEqual(everything)
    expect(readAnswers(`?${answersQuery(quebec)}`)).toEqual(quebec)
    expect(readAnswers(new URLSearchParams(answersQuery(quebec)))).toEqual(quebec)
    expect(answersQuery({})).toBe('')
    expect(readAnswers('')).toEqual({})
    expect(answersQuery(everything)).toBe(
      'country=ca&region=QC&years=under36&revenue=under50k&credit=fair&businessCredit=thin&purpose=cashflow&speed=weeks&amount=under150k&debt=comfortable&documents=statements,bankStatements&assets=none&industry=restaurant',
    )
  })

  it('leaves out what it does not know, without throwing', () => {
    const junk = [
      'years=forever&credit=820&country=fr&documents=passport,,statements,statements&assets=yachts',
      '%E0%A4%A&&==&region=<script>&speed[]=days',
      'region=QC&country=us',
      '?'.repeat(5000),
    ]
    expect(readAnswers(junk[0]!)).toEqual({ documents: ['statements'] })
    expect(readAnswers(junk[1]!)).toEqual({})
    expect(readAnswers(junk[2]!)).toEqual({ country: 'us' })
    for (const query of junk) {
      expect(() => readinessResult(readAnswers(query), sourcesIn('en'))).not.toThrow()
    }
  })

  it('takes the country from the region when only the region is given', () => {
    expect(readAnswers('region=qc')).toEqual({ country: 'ca', region: 'QC' })
    expect(readAnswers('region=NY')).toEqual({ country: 'us', region: 'NY' })
  })
})

describe('the checklist while no product stands out', () => {
  it('lists the documents every lender asks for in the place, ticked where the answers have them', () => {
    const answers: ReadinessAnswers = { country: 'ca', region: 'QC', documents: ['registration'] }
    expect(resultIn(answers).products).toEqual([])
    const quebec = placeChecklist(answers, sourcesIn('en'))
    const words = quebec.map((document) => `${document.label} ${document.detail}`).join('\n')
    expect(words).toMatch(/\bNEQ\b/)
    expect(words).toMatch(/Revenu Québec/)
    expect(words).not.toMatch(/\bCRA\b|\bEIN\b/)
    expect(quebec.find((document) => document.id === 'neq')?.have).toBe(true)
    expect(quebec.find((document) => document.id === 'quebecTaxReturns')?.have).toBe(false)
    // Only what every product's lenders ask for: no product's own documents.
    expect(quebec.map((document) => document.id)).not.toContain('cardStatements')

    const ontario = placeChecklist({ country: 'ca', region: 'ON' }, sourcesIn('fr'))
    expect(ontario.map((document) => document.id)).toContain('craBusinessNumber')
    expect(ontario.map((document) => document.id)).not.toContain('neq')
  })
})
