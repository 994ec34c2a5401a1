import 'server-only'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { cache } from 'react'
import { FRENCH_BLOG, frenchHrefWhereServed } from '@/content/french-routes'
import { authorIn } from '@/content/authors'
import type { Locale } from '@/i18n/locales'
import { frenchTypography } from '@/lib/french-typography'
import { fillPlaceholders } from '@/lib/markdown/placeholders'
import { articleBody, getArticles, plainText, type Article } from './articles'
import type { RenderOptions } from './markdown'
import { frenchArticleFrontMatterSchema, type FrenchArticleFrontMatter } from './article-schema'

/** An article's French version as written: its own front matter and its Markdown body. */
export type FrenchArticleSource = FrenchArticleFrontMatter & { body: string }

/**
 * Parses one French article file; throws `file: field: message` when the front matter is invalid
 * or does not name the English article its file is named after.
 */
export function parseFrenchArticle(fileName: string, source: string): FrenchArticleSource {
  const { data, content } = matter(source)
  const file = `content/fr/blog/${fileName}`
  const parsed = frenchArticleFrontMatterSchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`,
    )
    throw new Error(`${file}: ${problems.join('; ')}`)
  }
  if (`${parsed.data.translationOf}.md` !== fileName) {
    throw new Error(`${file}: translationOf: must match the file name (${fileName})`)
  }
  return { ...parsed.data, body: content.trim() }
}

/**
 * Every French article source, in file-name order. The folder is named here, not passed in, so
 * the build's file tracing sees which files the server reads.
 */
export const loadFrenchArticleSources = cache((): FrenchArticleSource[] =>
  readdirSync(path.join(process.cwd(), 'content', 'fr', 'blog'))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) =>
      parseFrenchArticle(
        file,
        readFileSync(path.join(process.cwd(), 'content', 'fr', 'blog', file), 'utf8'),
      ),
    ),
)

/**
 * Each English article's addresses (`/blog/{slug}` and, when it has one, its own) → its French
 * slug: what `frenchHref` needs to map a link to an article.
 */
export const frenchArticleSlugs = cache((): ReadonlyMap<string, string> => {
  const english = new Map(getArticles().map((article) => [article.slug, article]))
  return new Map(
    loadFrenchArticleSources().flatMap((french) => {
      const article = english.get(french.translationOf)
      if (!article) return []
      return [
        [`/blog/${article.slug}`, french.slug],
        [article.href, french.slug],
      ] as [string, string][]
    }),
  )
})

const frenchDate = new Intl.DateTimeFormat('fr-CA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * An article in French: its French title, excerpt, label, body and address, with what the
 * English file holds for both (author, date, category, cover, flags). `slug` stays the English
 * slug, the article's identity in both languages (saved articles, covers, related articles).
 */
function frenchArticle(english: Article, french: FrenchArticleSource): Article {
  const file = `content/fr/blog/${english.slug}.md`
  const { body, introduction, wordCount } = articleBody(french.body, file)
  // The body is set in French typography when rendered; the title and excerpt here.
  const excerpt = french.excerpt
    ? frenchTypography(fillPlaceholders(french.excerpt, file))
    : undefined
  return {
    ...english,
    path: undefined,
    title: frenchTypography(fillPlaceholders(french.title, file)),
    excerpt,
    type: french.type,
    partnerLink:
      english.partnerLink && french.partnerLinkLabel
        ? { ...english.partnerLink, label: french.partnerLinkLabel }
        : english.partnerLink,
    href: `${FRENCH_BLOG}/${french.slug}`,
    dateLabel: frenchDate.format(new Date(english.dateIso)),
    author: authorIn(english.author, 'fr'),
    introduction,
    summary: excerpt ?? frenchTypography(plainText(introduction)),
    body,
    wordCount,
  }
}

/** Every article in one language, newest first (the French in the English order). */
export const articlesIn = cache((locale: Locale): Article[] => {
  if (locale === 'en') return getArticles()
  const french = new Map(loadFrenchArticleSources().map((source) => [source.translationOf, source]))
  return getArticles().map((english) => {
    const source = french.get(english.slug)
    if (!source) throw new Error(`content/fr/blog/${english.slug}.md: missing`)
    return frenchArticle(english, source)
  })
})

/** The French article at /fr/blogue/{frenchSlug}. */
export function findFrenchArticle(frenchSlug: string): Article | undefined {
  return articlesIn('fr').find((article) => article.href === `${FRENCH_BLOG}/${frenchSlug}`)
}

/** Route parameters of the French articles: their French slugs. */
export function frenchArticleParams(): { slug: string }[] {
  return articlesIn('fr').map((article) => ({ slug: article.href.split('/').pop()! }))
}

/** 'Related Articles' in one language: the first two other articles of the list. */
export function relatedArticlesIn(locale: Locale, slug: string, count = 2): Article[] {
  return articlesIn(locale)
    .filter((article) => article.slug !== slug)
    .slice(0, count)
}

/** An article's address in each language (its identity is the English slug). */
export function articleTwins(slug: string): Record<Locale, string> {
  return { en: articleHrefsIn('en')[slug]!, fr: articleHrefsIn('fr')[slug]! }
}

/** Each article's address in one language, by its (English) slug. */
export const articleHrefsIn = cache((locale: Locale): Record<string, string> =>
  Object.fromEntries(articlesIn(locale).map((article) => [article.slug, article.href])),
)

/** How a French page renders its Markdown: French typography, links to this site in French. */
export function frenchRenderOptions(): RenderOptions {
  const slugs = frenchArticleSlugs()
  return { locale: 'fr', mapHref: (href) => frenchHrefWhereServed(href, slugs) }
}
