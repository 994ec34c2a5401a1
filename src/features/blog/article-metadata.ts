import type { Metadata } from 'next'
import { categoryName } from '@/content/blog'
import { openGraphLocale, type Locale } from '@/i18n/locales'
import { languageAlternates } from '@/lib/page-metadata'
import type { Article } from '@/server/content/articles'

/**
 * Title, description, canonical address, language alternates and sharing tags of an article
 * page in one language; `twins` is its address in each language.
 */
export function articleMetadata(
  article: Article,
  locale: Locale,
  twins: Record<Locale, string>,
): Metadata {
  return {
    title: article.title,
    description: article.summary.slice(0, 300),
    alternates: {
      canonical: article.href,
      languages: languageAlternates(twins.en, twins.fr),
    },
    openGraph: {
      type: 'article',
      locale: openGraphLocale[locale],
      title: article.title,
      description: article.summary.slice(0, 300),
      url: article.href,
      publishedTime: article.dateIso,
      authors: [article.author.name],
      section: categoryName(article.category, locale),
    },
    twitter: {
      card: 'summary_large_image',
      title: article.title,
      description: article.summary.slice(0, 200),
    },
  }
}
