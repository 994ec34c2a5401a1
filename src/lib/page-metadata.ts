import type { Metadata, Viewport } from 'next'
import { createTranslator } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { frenchPaths, pathIn, servedInFrench, type EnglishPath } from '@/content/french-routes'
import { site } from '@/content/site'
import { openGraphLocale, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

/** What every page of one language shares: the site's title, its template and description. */
export async function rootMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Site' })
  return {
    metadataBase: new URL(site.url),
    title: { default: t('title', { name: site.name }), template: `%s | ${site.name}` },
    description: t('description'),
    applicationName: site.name,
    openGraph: { type: 'website', siteName: site.name, locale: openGraphLocale[locale] },
    twitter: { card: 'summary_large_image' },
  }
}

export const siteViewport: Viewport = { themeColor: '#2148d1' }

/**
 * The alternates of a page that exists in both languages: each language's address, and English
 * as the default for other languages (hreflang `x-default`).
 */
export function languageAlternates(english: string, french: string) {
  return { 'en-CA': english, 'fr-CA': french, 'x-default': english }
}

/**
 * A page's title, description, canonical address and, when it has a French twin, its language
 * alternates, repeated in its Open Graph and Twitter tags (Next does not copy them there on its
 * own). `path` is the English address; a French page passes `locale: 'fr'`. The sharing image
 * comes from the route's opengraph-image file.
 */
export function pageMetadata({
  title,
  description,
  path,
  locale = 'en',
}: {
  title?: string
  description: string
  path: EnglishPath
  locale?: Locale
}): Metadata {
  const address = pathIn(locale, path)
  const shareTitle = title
    ? `${title} | ${site.name}`
    : createTranslator({ locale, messages: messagesFor(locale), namespace: 'Site' })('title', {
        name: site.name,
      })
  return {
    ...(title ? { title } : {}),
    description,
    alternates: {
      canonical: address,
      ...(servedInFrench.has(path)
        ? { languages: languageAlternates(path, frenchPaths[path]) }
        : {}),
    },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: openGraphLocale[locale],
      title: shareTitle,
      description,
      url: address,
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description },
  }
}

/** The catalogue namespaces of pages that carry their own `metaTitle` and `metaDescription`. */
type PageNamespace =
  'About' | 'Blog' | 'Contact' | 'HowItWorks' | 'HowWeMakeMoney' | 'Products' | 'WhoWeHelp'

/** `pageMetadata` with the page's title and description from its catalogue namespace. */
export async function translatedPageMetadata(
  locale: Locale,
  namespace: PageNamespace,
  path: EnglishPath,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace })
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path, locale })
}
