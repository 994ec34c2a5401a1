/** The site's two languages (docs/decisions/0028-french.md): English first, French under /fr. */
export const locales = ['en', 'fr'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

/** `<html lang>` of each language's pages: the Canadian variants. */
export const htmlLang: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' }

/** Open Graph's `og:locale` of each language's pages. */
export const openGraphLocale: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' }

const languageNames: Record<Locale, string> = { en: 'English', fr: 'French' }

/**
 * A stored language code as the team reads it (the admin area and the team's e-mails are in
 * English): `fr` → French; a code the site does not know is shown as it is.
 */
export function languageName(code: string): string {
  return isLocale(code) ? languageNames[code] : code
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * The site's language a browser asks for first (`navigator.languages`, in order: `fr-CA` → fr);
 * undefined when it names neither.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.split('-')[0]!.toLowerCase()
    if (isLocale(primary)) return primary
  }
  return undefined
}
