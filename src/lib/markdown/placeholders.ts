import { businessHours, formatAddress, site } from '@/content/site'
import type { Locale } from '@/i18n/locales'

/** Values that written content refers to as {{name}}, so copy follows the site's settings. */
const placeholderValues: Record<string, string> = {
  brand: site.name,
  legalName: site.legalName,
  supportEmail: site.supportEmail,
  address: formatAddress(site.address),
  schedulerUrl: site.schedulerUrl,
  appSignupUrl: site.appSignupUrl,
  appLoginUrl: site.appLoginUrl,
}

/** Values written differently in each language. */
const localizedValues: Record<string, (locale: Locale) => string> = {
  supportHours: businessHours,
}

/**
 * Replaces {{name}} placeholders (in the wording of `locale` where a value has one); an unknown
 * name is an error, so a typo cannot reach a page.
 */
export function fillPlaceholders(text: string, source: string, locale: Locale = 'en'): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = Object.hasOwn(placeholderValues, name)
      ? placeholderValues[name]
      : Object.hasOwn(localizedValues, name)
        ? localizedValues[name]!(locale)
        : undefined
    if (value === undefined) throw new Error(`${source}: unknown placeholder {{${name}}}`)
    return value
  })
}
