/**
 * Validates every article's front matter (content/blog, or the folder given) and exits non-zero
 * naming the file and field at fault; an article's own address (`path:`) must not be taken by a
 * page or by another article. `npm run build` runs it first.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ARTICLES_DIR, loadArticlesFrom } from '../src/server/content/articles'

/** Top-level addresses the app itself serves (its route folders) or redirects (next.config.ts). */
function takenAddresses(): Set<string> {
  const folders = ['src/app', 'src/app/(en)'].flatMap((folder) =>
    readdirSync(path.join(process.cwd(), folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name))
      .map((entry) => `/${entry.name}`),
  )
  return new Set([...folders, '/privacy'])
}

export function checkContent(directory: string = ARTICLES_DIR): number {
  const articles = loadArticlesFrom(directory)
  const taken = takenAddresses()
  const claimed = new Map<string, string>()
  for (const article of articles) {
    if (!article.path) continue
    const file = `content/blog/${article.slug}.md`
    if (taken.has(article.path))
      throw new Error(`${file}: path: ${article.path} is a page of the site; choose another`)
    const other = claimed.get(article.path)
    if (other) throw new Error(`${file}: path: ${article.path} is already the address of ${other}`)
    claimed.set(article.path, file)
  }
  return articles.length
}

if (require.main === module) {
  try {
    const count = checkContent(process.argv[2])
    console.log(`Content check: ${count} articles are valid.`)
  } catch (error) {
    console.error(`Content check failed. ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
