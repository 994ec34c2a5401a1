import type { Locale } from '@/i18n/locales'
import { frenchAuthorBioHeading, frenchCategoryNames, frenchFilterNames } from './fr/blog'

/**
 * The heading of an article's section about its author, one per language (content/blog/README.md,
 * docs/decisions/0028-french.md): the page sets the section apart, and the assistant never quotes it.
 */
export const authorBioHeadings: Record<Locale, string> = {
  en: 'Author Bio',
  fr: frenchAuthorBioHeading,
}

/** Whether a `##` heading (its text) opens the author's section of an article in that language. */
export function isAuthorBioHeading(heading: string, locale: Locale): boolean {
  return heading.trim().toLowerCase() === authorBioHeadings[locale].toLowerCase()
}

/** Motifs of the generated cover art an article's front matter may choose. */
export const coverMotifs = [
  'chart',
  'coins',
  'handshake',
  'document',
  'globe',
  'calendar',
  'shield',
  'rocket',
  'store',
  'factory',
] as const

export type CoverMotif = (typeof coverMotifs)[number]

/** Article categories (docs/product.md, Data) and the five filters of /blog with the category each shows. */
export const articleCategories = [
  'Press Release',
  'Guide',
  'Case Study',
  'Insights',
  'Commentary',
  'Banking Knowledge',
  'Thought Leadership',
] as const

export type ArticleCategory = (typeof articleCategories)[number]

export const blogFilters = [
  { name: 'All', category: null },
  { name: 'Press Releases', category: 'Press Release' },
  { name: 'Case Studies', category: 'Case Study' },
  { name: 'Guides', category: 'Guide' },
  { name: 'Market Insights', category: 'Insights' },
] as const satisfies readonly { name: string; category: ArticleCategory | null }[]

export type BlogFilterName = (typeof blogFilters)[number]['name']

/** The articles a filter shows, in their order; the first is the one featured. */
export function articlesFor<Summary extends { category: ArticleCategory }>(
  filter: BlogFilterName,
  articles: Summary[],
): Summary[] {
  const { category } = blogFilters.find((candidate) => candidate.name === filter)!
  return category ? articles.filter((article) => article.category === category) : articles
}

/** The filter a `?category=` value selects: a filter name, ignoring case; otherwise none. */
export function filterFromParameter(value: string | null | undefined): BlogFilterName | undefined {
  if (!value) return undefined
  const wanted = value.trim().toLowerCase()
  return blogFilters.find((filter) => filter.name.toLowerCase() === wanted)?.name
}

/** A category's name in one language. */
export function categoryName(category: ArticleCategory, locale: 'en' | 'fr'): string {
  return locale === 'fr' ? frenchCategoryNames[category] : category
}

/** A filter's name in one language. */
export function filterName(filter: BlogFilterName, locale: 'en' | 'fr'): string {
  return locale === 'fr' ? frenchFilterNames[filter] : filter
}

/** Each language's feeds: RSS and JSON Feed of its articles. */
export const feedPaths: Record<'en' | 'fr', { rss: string; json: string }> = {
  en: { rss: '/feed.xml', json: '/feed.json' },
  fr: { rss: '/fr/blogue/feed.xml', json: '/fr/blogue/feed.json' },
}
