import 'server-only'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { cache } from 'react'
import { findAuthor, type Author } from '@/content/authors'
import { fillPlaceholders } from '@/lib/markdown/placeholders'
import { articleFrontMatterSchema, type ArticleFrontMatter } from './article-schema'

export const ARTICLES_DIR = path.join(process.cwd(), 'content', 'blog')
const WORDS_PER_MINUTE = 200

export type Article = Omit<ArticleFrontMatter, 'date' | 'readTime' | 'author' | 'illustrative'> & {
  href: string
  /** Sample content: shown with the illustrative note wherever it appears. */
  illustrative: boolean
  dateIso: string
  dateLabel: string
  readTime: string
  author: Author
  /** The text before the first section heading. */
  introduction: string
  /** The excerpt, or the introduction when there is none (docs/product.md, Article). */
  summary: string
  /** The whole Markdown body, placeholders filled. */
  body: string
  wordCount: number
}

/** What list pages need of an article (passed to client components). */
const summaryFields = [
  'slug',
  'href',
  'title',
  'summary',
  'category',
  'type',
  'cover',
  'dateIso',
  'dateLabel',
  'readTime',
  'illustrative',
] as const satisfies readonly (keyof Article)[]

export type ArticleSummary = Pick<Article, (typeof summaryFields)[number]> & {
  authorName: string
}

export function toSummary(article: Article): ArticleSummary {
  const fields = Object.fromEntries(summaryFields.map((field) => [field, article[field]]))
  return {
    ...(fields as Pick<Article, (typeof summaryFields)[number]>),
    authorName: article.author.name,
  }
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_#>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * An article's Markdown body as the site uses it (placeholders filled; lines that start with a
 * bullet character are list items too: docs/product.md, Article), its introduction (the text
 * before the first section heading) and its word count. French versions go through it as well.
 */
export function articleBody(
  content: string,
  file: string,
): { body: string; introduction: string; wordCount: number } {
  const body = fillPlaceholders(content, file)
    .replace(/^([ \t]*)• /gm, '$1- ')
    .trim()
  return {
    body,
    introduction: body.split(/^## /m)[0]!.trim(),
    wordCount: plainText(body).split(' ').filter(Boolean).length,
  }
}

/**
 * Parses one article file; throws `file: field: message` when the front matter is invalid, so a
 * bad file stops the build naming what to fix.
 */
export function parseArticle(fileName: string, source: string): Article {
  const { data, content } = matter(source)
  const parsed = articleFrontMatterSchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`,
    )
    throw new Error(`content/blog/${fileName}: ${problems.join('; ')}`)
  }
  const frontMatter = parsed.data
  if (`${frontMatter.slug}.md` !== fileName) {
    throw new Error(
      `content/blog/${fileName}: slug: must match the file name (${frontMatter.slug}.md)`,
    )
  }
  const author = findAuthor(frontMatter.author)!
  const { body, introduction, wordCount } = articleBody(content, `content/blog/${fileName}`)
  const dateIso = frontMatter.date.toISOString().slice(0, 10)
  return {
    ...frontMatter,
    title: fillPlaceholders(frontMatter.title, fileName),
    excerpt: frontMatter.excerpt ? fillPlaceholders(frontMatter.excerpt, fileName) : undefined,
    href: frontMatter.path ?? `/blog/${frontMatter.slug}`,
    illustrative: frontMatter.illustrative ?? false,
    dateIso,
    dateLabel: dateFormat.format(frontMatter.date),
    readTime: frontMatter.readTime ?? `${Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE))} min`,
    author,
    introduction,
    summary: frontMatter.excerpt
      ? fillPlaceholders(frontMatter.excerpt, fileName)
      : plainText(introduction),
    body,
    wordCount,
  }
}

/** Every article in a folder, newest first. */
export function loadArticlesFrom(directory: string): Article[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => parseArticle(file, readFileSync(path.join(directory, file), 'utf8')))
    .sort((a, b) => b.dateIso.localeCompare(a.dateIso) || a.slug.localeCompare(b.slug))
}

export const getArticles = cache((): Article[] => loadArticlesFrom(ARTICLES_DIR))

export function findArticle(slug: string): Article | undefined {
  return getArticles().find((article) => article.slug === slug)
}

/** Route parameters of the articles served at /blog/{slug}. */
export function blogSlugParams(): { slug: string }[] {
  return getArticles()
    .filter((article) => !article.path)
    .map((article) => ({ slug: article.slug }))
}

/** Route parameters of the articles at an address of their own (front matter `path:`). */
export function articlePathParams(): { articlePath: string }[] {
  return getArticles().flatMap((article) =>
    article.path ? [{ articlePath: article.path.slice(1) }] : [],
  )
}

/** The article at an address of its own (front matter `path:`), such as /abl. */
export function findArticleAtPath(articlePath: string): Article | undefined {
  return getArticles().find((article) => article.path === articlePath)
}
