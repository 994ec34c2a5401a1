/** The site's two languages (docs/decisions/0028-french.md): English first, French under /fr. */
export const locales = ['en', 'fr'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

/** `<html lang>` of each language's pages: the Canadian variants. */
export const htmlLang: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' }

/** Open Graph's `og:locale` of each language's pages. */
export const openGraphLocale: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
