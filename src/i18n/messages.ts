import { frenchTypography } from '@/lib/french-typography'
import type { Locale } from './locales'
import en from './messages/en.json'
import fr from './messages/fr.json'

export type Messages = typeof en

type Namespace = keyof Messages

/** Every string of a catalogue or content module through `typeset`, keys and structure kept. */
export function typesetAll<T>(value: T, typeset: (text: string) => string): T {
  if (typeof value === 'string') return typeset(value) as T
  if (Array.isArray(value)) return value.map((item) => typesetAll(item, typeset)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, typesetAll(entry, typeset)]),
    ) as T
  }
  return value
}

// French is written with ordinary spaces (docs/decisions/0028-french.md); the catalogue is set
// with French typography once, here, as the French articles are by their renderer.
const catalogues: Record<Locale, Messages> = { en, fr: typesetAll(fr, frenchTypography) }

/** Every message of one language. */
export function messagesFor(locale: Locale): Messages {
  return catalogues[locale]
}

/**
 * The namespaces Client Components read (`useTranslations` under `NextIntlClientProvider`); only
 * these travel to the browser with each page. Server Components read the whole catalogue.
 */
export const clientNamespaces = [
  'Common',
  'Shell',
  'Cookie',
  'Chat',
  'Newsletter',
  'ArticleActions',
  'BlogExplorer',
  'Testimonials',
  'Screenshots',
  'ContactForm',
  'LeadForms',
  'PartnershipForm',
] as const satisfies Namespace[]

/** The messages of one language that Client Components need. */
export function clientMessages(locale: Locale): Pick<Messages, (typeof clientNamespaces)[number]> {
  const all = messagesFor(locale)
  return Object.fromEntries(clientNamespaces.map((name) => [name, all[name]])) as Pick<
    Messages,
    (typeof clientNamespaces)[number]
  >
}

/**
 * `clientMessages` and a few namespaces more, for a nested `NextIntlClientProvider` around the
 * Client Components of one kind of page (the funding tools): those namespaces travel with that
 * page only, not with every page of the site.
 */
export function clientMessagesWith<Extra extends Namespace>(
  locale: Locale,
  extra: readonly Extra[],
): Pick<Messages, (typeof clientNamespaces)[number] | Extra> {
  const all = messagesFor(locale)
  return Object.fromEntries(
    [...clientNamespaces, ...extra].map((name) => [name, all[name]]),
  ) as Pick<Messages, (typeof clientNamespaces)[number] | Extra>
}
