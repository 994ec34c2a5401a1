import { describe, expect, it } from 'vitest'
import { contentByLocale } from './content'

/** Fields that name or point at something, the same in both languages. */
const IDENTITY_KEYS = new Set([
  'icon',
  'id',
  'slug',
  'href',
  'article',
  'avatarSeed',
  'mark',
  'colors',
  'authorId',
  'linkedin',
  'name',
  'company',
])

type Leaf = { path: string; english: unknown; french: unknown }

/** Walks both values together; throws where their shapes differ. */
function leaves(english: unknown, french: unknown, path: string, identity = false): Leaf[] {
  if (Array.isArray(english)) {
    expect(Array.isArray(french), path).toBe(true)
    expect((french as unknown[]).length, `${path}: items`).toBe(english.length)
    return english.flatMap((item, index) =>
      leaves(item, (french as unknown[])[index], `${path}[${index}]`, identity),
    )
  }
  if (english && typeof english === 'object') {
    expect(Object.keys(french as object).sort(), `${path}: fields`).toEqual(
      Object.keys(english).sort(),
    )
    return Object.entries(english).flatMap(([key, value]) =>
      leaves(
        value,
        (french as Record<string, unknown>)[key],
        `${path}.${key}`,
        identity || IDENTITY_KEYS.has(key),
      ),
    )
  }
  return [{ path: identity ? `${path}#` : path, english, french }]
}

describe('content in French', () => {
  const all = leaves(contentByLocale.en, contentByLocale.fr, 'content')

  it('has the English items, in the same order, with the same icons, links, numbers and flags', () => {
    for (const { path, english, french } of all) {
      if (typeof english !== 'string' || path.endsWith('#')) expect(french, path).toEqual(english)
      else expect(typeof french, path).toBe('string')
    }
  })

  it('has its words in French', () => {
    const words = all.filter(
      ({ path, english }) =>
        typeof english === 'string' && !path.endsWith('#') && english.length > 20,
    )
    const untranslated = words.filter(({ english, french }) => english === french)
    expect(untranslated.map(({ path }) => path)).toEqual([])
  })

  it('keeps every figure of the English text', () => {
    // "$10K to $10M" and "10 k$ à 10 M$": the digits, in order, are the same.
    const digits = (text: string) => (text.match(/\d+/g) ?? []).join(' ')
    for (const { path, english, french } of all) {
      if (typeof english !== 'string' || path.endsWith('#')) continue
      expect(digits(french as string).replace(/(\d) (?=\d{3}\b)/g, '$1'), path).toBe(
        digits(english).replace(/(\d) (?=\d{3}\b)/g, '$1'),
      )
    }
  })
})
