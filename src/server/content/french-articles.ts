import 'server-only'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { frenchArticleFrontMatterSchema, type FrenchArticleFrontMatter } from './article-schema'

export const FRENCH_ARTICLES_DIR = path.join(process.cwd(), 'content', 'fr', 'blog')

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

/** Every French article source in a folder, in file-name order. */
export function loadFrenchArticleSources(directory = FRENCH_ARTICLES_DIR): FrenchArticleSource[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseFrenchArticle(file, readFileSync(path.join(directory, file), 'utf8')))
}
