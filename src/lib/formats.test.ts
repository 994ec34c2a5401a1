import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatAmount,
  formatFixed,
  formatMoney,
  formatMonth,
  formatPercent,
  formatRate,
} from './formats'

/** Any space Intl writes, as a plain one, to compare with what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formats', () => {
  it('write amounts the English and the Canadian French way', () => {
    expect(formatAmount('en', 500_000, { compact: true })).toBe('$500K')
    expect(plain(formatAmount('fr', 500_000, { compact: true }))).toBe('500 k$')
    expect(plain(formatAmount('fr', 3_500_000_000, { compact: true }))).toBe('3,5 G$')
    expect(formatAmount('en', 420_000)).toBe('$420,000')
    expect(plain(formatAmount('fr', 420_000))).toBe('420 000 $')
  })

  it('keep the number with its unit on one line in French', () => {
    expect(formatAmount('fr', 10_000)).not.toMatch(/ /)
    expect(formatPercent('fr', 0.079)).not.toMatch(/ /)
  })

  it('write rates and months', () => {
    expect(formatPercent('en', 0.079)).toBe('7.9%')
    expect(plain(formatPercent('fr', 0.079))).toBe('7,9 %')
    expect(formatMonth('en', 2028, 6)).toBe('Jun 2028')
    expect(formatMonth('fr', 2028, 6)).toBe('juin 2028')
  })

  it('write the tools’ results to the cent, the English and the Canadian French way', () => {
    expect(formatMoney('en', 5250.47)).toBe('$5,250.47')
    expect(formatMoney('en', 21_658.4, { whole: true })).toBe('$21,658')
    expect(formatMoney('en', -12.5)).toBe('−$12.50')
    expect(plain(formatMoney('fr', 5250.47))).toBe('5 250,47 $')
    expect(plain(formatMoney('fr', 21_658.4, { whole: true }))).toBe('21 658 $')
    expect(plain(formatMoney('fr', -12.5))).toBe('−12,50 $')
    expect(formatMoney('fr', 250_000)).not.toMatch(/ /)
    expect(formatRate('en', 9.3)).toBe('9.30%')
    expect(formatRate('en', 105.94, 1)).toBe('105.9%')
    expect(plain(formatRate('fr', 9.3))).toBe('9,30 %')
    expect(plain(formatRate('fr', 1234.56, 1))).toBe('1 234,6 %')
    expect(formatFixed('en', 7.14, 1)).toBe('7.1')
    expect(formatFixed('fr', 7.14, 1)).toBe('7,1')
  })

  it('keep each way of writing apart when the same figure is written several ways in a row', () => {
    // Formats are built once and reused; a reused one must never carry another call's options.
    const value = 1234.5
    const written = () => [
      formatMoney('en', value),
      formatMoney('en', value, { whole: true }),
      formatAmount('en', value),
      formatAmount('en', value * 1000, { compact: true }),
      plain(formatMoney('fr', value)),
      formatRate('en', value, 1),
      plain(formatRate('fr', value, 1)),
    ]
    const expected = [
      '$1,234.50',
      '$1,235',
      '$1,235',
      '$1.2M',
      '1 234,50 $',
      '1234.5%',
      '1 234,5 %',
    ]
    expect(written()).toEqual(expected)
    expect(written()).toEqual(expected)
  })

  it('never write a negative zero: a figure that rounds to zero is a plain zero', () => {
    // An APR the solver puts a hair below zero is none.
    expect(formatRate('en', -1e-9)).toBe('0.00%')
    expect(formatRate('en', -0.04, 1)).toBe('0.0%')
    expect(plain(formatRate('fr', -1e-9))).toBe('0,00 %')
    expect(plain(formatRate('fr', -0.04, 1))).toBe('0,0 %')
    expect(formatFixed('en', -0.04, 1)).toBe('0.0')
    expect(formatFixed('fr', -0.04, 1)).toBe('0,0')
    expect(formatPercent('en', -0.0001)).toBe('0%')
    expect(formatMoney('en', -0.004)).toBe('$0.00')
    expect(formatMoney('en', -0.4, { whole: true })).toBe('$0')
    expect(formatAmount('en', -0.4)).toBe('$0')
    // Still negative when the figure shown is not zero.
    expect(formatRate('en', -0.006)).toBe('-0.01%')
    expect(formatMoney('en', -0.006)).toBe('−$0.01')
    fc.assert(
      fc.property(
        fc.double({ min: -0.0049, max: 0, noNaN: true }),
        fc.constantFrom('en', 'fr'),
        (tiny, locale) => {
          for (const text of [
            formatRate(locale, tiny),
            formatRate(locale, tiny * 10, 1),
            formatFixed(locale, tiny * 10, 1),
            formatPercent(locale, tiny / 10),
            formatMoney(locale, tiny),
            formatAmount(locale, tiny * 100),
          ])
            expect(text, `${tiny} in ${locale}`).not.toMatch(/[-−]/)
        },
      ),
    )
  })

  it('write English amounts as the tools always have', () => {
    // The tools' formatter before they spoke French: en-US digits after a dollar sign.
    const digits = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    const before = (value: number) => `${value < 0 ? '−' : ''}$${digits.format(Math.abs(value))}`
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(formatMoney('en', cents / 100)).toBe(before(cents / 100))
      }),
    )
  })
})
