import { describe, expect, it } from 'vitest'
import { financialProducts } from '@/content/products'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import {
  finderNotes as finderNoteKeys,
  findProducts as findProductKeys,
  type FinderAnswers,
} from './product-finder'

/** The finder's reasons and notes in the English page's words (the catalogue's). */
const findProducts = (answers: FinderAnswers) =>
  findProductKeys(answers).map(({ product, reasons }) => ({
    product,
    reasons: reasons.map((reason) => en.ProductFinder.reasons[reason]),
  }))
const finderNotes = (answers: FinderAnswers) =>
  finderNoteKeys(answers).map((note) => en.ProductFinder.notes[note])

const established: FinderAnswers = {
  country: 'ca',
  years: 'established',
  revenue: 'large',
  purpose: 'cashflow',
  speed: 'weeks',
  assets: ['invoices', 'inventory'],
}

const products = (answers: FinderAnswers) => findProducts(answers).map((match) => match.product)

describe('the product finder', () => {
  it('points a business with receivables and stock to an asset-based line first, with its reasons', () => {
    const [first, ...rest] = findProducts(established)
    expect(first).toEqual({
      product: 'asset-based-lending',
      reasons: [
        'Unpaid invoices can form a borrowing base for a revolving line.',
        'Inventory can support a line that covers the gaps between sales.',
      ],
    })
    expect(rest.map((match) => match.product)).toEqual(
      expect.arrayContaining(['term-loans', 'inventory-financing', 'supply-chain-financing']),
    )
    expect(products(established)).not.toContain('merchant-cash-advance')
  })

  it('finds an advance for a young shop with card sales that needs money within days', () => {
    const answers: FinderAnswers = {
      ...established,
      years: 'new',
      revenue: 'medium',
      speed: 'days',
      assets: ['cards'],
    }
    expect(findProducts(answers)[0]).toMatchObject({
      product: 'merchant-cash-advance',
      reasons: expect.arrayContaining([
        'Approval usually comes in 24-48 hours, the quickest of the six.',
      ]),
    })
    expect(products(answers)).not.toContain('term-loans')
    expect(finderNotes(answers)).toEqual([
      'Faster money usually costs more. Compare the total cost, not just how soon it arrives.',
      'Many lenders ask for a year or two of trading; a business under a year old often has fewer choices.',
    ])
  })

  it('matches a large order to purchase order financing, and stock to inventory financing', () => {
    expect(products({ ...established, purpose: 'order', assets: ['orders'] })[0]).toBe(
      'po-financing',
    )
    expect(products({ ...established, purpose: 'stock', assets: [] })).toEqual([
      'inventory-financing',
      'term-loans',
    ])
  })

  it('names only the products of /financial-products, and sometimes none', () => {
    const ids = financialProducts.map((product) => product.id)
    for (const purpose of [
      'cashflow',
      'equipment',
      'stock',
      'order',
      'growth',
      'suppliers',
    ] as const)
      for (const match of findProducts({
        ...established,
        purpose,
        assets: ['equipment', 'recurring'],
      }))
        expect(ids).toContain(match.product)
    expect(findProducts({ ...established, years: 'young', revenue: 'small', assets: [] })).toEqual(
      [],
    )
  })

  it('mentions government-backed loans only to US businesses buying equipment or growing', () => {
    const sba = /Small Business Administration/
    expect(finderNotes({ ...established, country: 'us', purpose: 'equipment' }).join()).toMatch(sba)
    expect(finderNotes({ ...established, country: 'ca', purpose: 'equipment' }).join()).not.toMatch(
      sba,
    )
  })

  it('gives the French page the same reasons, in French', () => {
    const answers: FinderAnswers = { ...established, speed: 'days', assets: ['cards', 'invoices'] }
    const reasons = findProductKeys(answers).flatMap((match) => match.reasons)
    expect(reasons.length).toBeGreaterThan(2)
    for (const reason of reasons)
      expect(fr.ProductFinder.reasons[reason]).not.toBe(en.ProductFinder.reasons[reason])
    expect(finderNoteKeys(answers).map((note) => fr.ProductFinder.notes[note])).toEqual([
      'L’argent rapide coûte habituellement plus cher. Comparez le coût total, pas seulement le délai.',
    ])
  })
})
