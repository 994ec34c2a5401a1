import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it('joins lowercase words and digits with hyphens, dropping accents and punctuation', () => {
    expect(slugify('3. Using the Service (3.1-3.5)')).toBe('3-using-the-service-3-1-3-5')
    expect(slugify('  Données privées & accès ')).toBe('donnees-privees-acces')
    expect(slugify('Daniel Okafor')).toBe('daniel-okafor')
  })
})
