import { getRequestConfig } from 'next-intl/server'
import { messagesFor } from './messages'
import { isLocale } from './locales'
import { pageLocale } from './page-locale'

/**
 * next-intl's configuration for Server Components: the language a call names
 * (`getTranslations({ locale })`, in metadata and sharing images) or else the page's
 * (`setPageLocale`). The request's headers are never read, so pages stay static.
 */
export default getRequestConfig(async ({ locale }) => {
  const resolved = isLocale(locale) ? locale : pageLocale()
  return { locale: resolved, messages: messagesFor(resolved), timeZone: 'America/Toronto' }
})
