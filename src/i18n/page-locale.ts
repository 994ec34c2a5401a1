import 'server-only'
import { cache } from 'react'
import { defaultLocale, type Locale } from './locales'

// One value per request (React's cache lives as long as one server render).
const current = cache(() => ({ locale: defaultLocale as Locale }))

/**
 * Sets the language of the page being rendered. French layouts and pages call it first (English
 * is the default), so their components' translations are French while every page still
 * prerenders: nothing reads the request's headers, as next-intl's middleware-based setup would.
 */
export function setPageLocale(locale: Locale): void {
  current().locale = locale
}

/** The language of the page being rendered (`setPageLocale`), English unless set. */
export function pageLocale(): Locale {
  return current().locale
}
