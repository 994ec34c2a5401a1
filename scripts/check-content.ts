/**
 * Validates every article's front matter (content/blog, or the folder given) and exits non-zero
 * naming the file and field at fault. `npm run build` runs it first.
 */
import { ARTICLES_DIR, loadArticlesFrom } from '../src/server/content/articles'

export function checkContent(directory: string = ARTICLES_DIR): number {
  return loadArticlesFrom(directory).length
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
