import { describe, expect, it } from 'vitest'
import { languageName, preferredLocale } from './locales'

describe('preferredLocale', () => {
  it('takes the first of the site’s languages the browser names, by its primary subtag', () => {
    expect(preferredLocale(['fr-CA', 'en-US'])).toBe('fr')
    expect(preferredLocale(['de-DE', 'FR', 'en'])).toBe('fr')
    expect(preferredLocale(['en-GB', 'fr-CA'])).toBe('en')
  })

  it('is undefined when the browser names neither language', () => {
    expect(preferredLocale(['de-DE', 'es'])).toBeUndefined()
    expect(preferredLocale([])).toBeUndefined()
  })
})

describe('languageName', () => {
  it('names the site’s languages in English for the team, and shows any other code as it is', () => {
    expect(languageName('fr')).toBe('French')
    expect(languageName('en')).toBe('English')
    expect(languageName('de')).toBe('de')
  })
})
