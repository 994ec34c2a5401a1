import type { Locale } from './locales'
import type { Messages } from './messages'

// Typed keys and languages for next-intl's `useTranslations` and `getTranslations`.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
