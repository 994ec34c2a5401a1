import { describe, expect, it } from 'vitest'
import en from './messages/en.json'
import fr from './messages/fr.json'
import { clientNamespaces, messagesFor } from './messages'

/** Every key of a catalogue as a dotted path, with its text. */
function entries(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value as object, `${prefix}${key}.`),
  )
}

/** The ICU arguments and tags a message uses: `{name}`, `<link>`. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)|<(\w+)>/g)].map(
    ([, argument, tag]) => argument ?? `<${tag}>`,
  )
}

describe('message catalogues', () => {
  it('have the same keys in English and French', () => {
    const english = entries(en).map(([key]) => key)
    const french = entries(fr).map(([key]) => key)
    expect(
      french.filter((key) => !english.includes(key)),
      'only in French',
    ).toEqual([])
    expect(
      english.filter((key) => !french.includes(key)),
      'only in English',
    ).toEqual([])
  })

  it('use the same arguments and tags in both languages', () => {
    const french = new Map(entries(fr))
    for (const [key, message] of entries(en)) {
      expect(placeholders(french.get(key)!).sort(), key).toEqual(placeholders(message).sort())
    }
  })

  it('hold lists ("a|b|c") of the same length in both languages', () => {
    const french = new Map(entries(fr))
    for (const [key, message] of entries(en)) {
      expect(french.get(key)!.split('|').length, key).toBe(message.split('|').length)
    }
  })

  it('have no empty message, and French written with ordinary spaces and typographic apostrophes', () => {
    for (const [key, message] of [...entries(en), ...entries(fr)]) {
      expect(message.trim(), key).not.toBe('')
    }
    for (const [key, message] of entries(fr)) {
      expect(message, key).not.toMatch(/[\u00a0\u202f]/)
      expect(message, key).not.toMatch(/\w'\w/)
    }
  })

  it('set French with no-break spaces before : ; ! ? once loaded', () => {
    const { Blog } = messagesFor('fr')
    expect(Blog.ctaTitle).toBe('Prêt à commencer\u202f?')
    expect(messagesFor('fr').Shell.supportHours).toBe('Heures de soutien\u00a0: {hours}')
    expect(messagesFor('en').Blog.ctaTitle).toBe('Ready to Get Started?')
  })

  it('send Client Components only their namespaces', () => {
    for (const name of clientNamespaces) expect(Object.keys(en)).toContain(name)
    expect(clientNamespaces).not.toContain('Blog')
  })
})
