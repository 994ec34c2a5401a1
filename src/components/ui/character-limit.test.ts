import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '@/i18n/messages'
import type { Locale } from '@/i18n/locales'
import { LEAD_NOTE_MAX_LENGTH, leadNoteSchema } from '@/lib/schemas/lead-note'
import { characterLimit } from './character-limit'

/** Any space Intl or the French typesetting writes, as a plain one, to compare with what a reader sees. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ')

const limitIn = (locale: Locale, text: string, max = LEAD_NOTE_MAX_LENGTH) => {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'Common' })
  const limit = characterLimit(text, max, t)
  return { ...limit, hint: plain(limit.hint), error: plain(limit.error) }
}

describe('a text field’s character limit, said at the field', () => {
  it('counts in each language, and says by how much a text is over', () => {
    expect(limitIn('en', 'x'.repeat(4812))).toEqual({
      over: false,
      hint: '4,812 / 5,000 characters',
      error: undefined,
    })
    expect(limitIn('fr', 'x'.repeat(4812)).hint).toBe('4 812 / 5 000 caractères')
    expect(limitIn('en', 'x'.repeat(5001))).toEqual({
      over: true,
      hint: '5,001 / 5,000 characters',
      error: '1 character too many. Please keep it to 5,000.',
    })
    expect(limitIn('en', 'x'.repeat(5012)).error).toBe(
      '12 characters too many. Please keep it to 5,000.',
    )
    expect(limitIn('fr', 'x'.repeat(5001)).error).toBe(
      '1 caractère de trop. Veuillez vous en tenir à 5 000.',
    )
    expect(limitIn('fr', 'x'.repeat(5012)).error).toBe(
      '12 caractères de trop. Veuillez vous en tenir à 5 000.',
    )
  })

  it('agrees with the server: what it counts as fitting is a note the server accepts', () => {
    for (const body of [
      'x'.repeat(5000),
      `  ${'x'.repeat(5000)}\n\n`, // Spaces around are trimmed before the check.
      `${'x'.repeat(4999)}\u0000\u0000`, // NUL characters are dropped.
    ]) {
      expect(limitIn('en', body).over, JSON.stringify(body.slice(-3))).toBe(false)
      expect(leadNoteSchema.safeParse({ body }).success).toBe(true)
    }
    const tooLong = 'x'.repeat(5001)
    expect(limitIn('en', tooLong).over).toBe(true)
    expect(leadNoteSchema.safeParse({ body: tooLong }).error?.issues[0]?.message).toBe(
      'Please keep a note under 5,000 characters',
    )
  })
})
