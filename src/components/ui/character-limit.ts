'use client'

import { useTranslations } from 'next-intl'
import { measuredLength } from '@/lib/schemas/fields'

/** The `Common` messages a limit is said in. */
type LimitMessages = (
  key: 'characterCount' | 'charactersOver',
  values: { count?: number; over?: number; max: number },
) => string

/**
 * What a text field with a limit says under it: its count ("4,812 / 5,000 characters") as the
 * field's hint, and past the limit an error saying by how much, so nothing is cut without a word
 * and the form holds the text back until it fits. Counts as the server's schema does.
 */
export function characterLimit(text: string, max: number, t: LimitMessages) {
  const count = measuredLength(text)
  const over = count - max
  return {
    over: over > 0,
    hint: t('characterCount', { count, max }),
    error: over > 0 ? t('charactersOver', { over, max }) : undefined,
  }
}

/** `characterLimit` in the page's language. */
export function useCharacterLimit(text: string, max: number) {
  return characterLimit(text, max, useTranslations('Common'))
}
