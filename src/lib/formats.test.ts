import { describe, expect, it } from 'vitest'
import { formatAmount, formatMonth, formatPercent } from './formats'

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
})
