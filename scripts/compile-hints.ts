/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has
 * every function compiled while it downloads, on a background thread, instead of each function on
 * the main thread the first time it runs. The chunks a prerendered page runs at start-up (React,
 * the router, the page's components) are nearly all called while the page hydrates, so the build
 * marks those (decision 0023); chunks loaded later, such as the chat panel's, stay lazy. Other
 * browsers read a comment.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Prefixes one script with the hint; a script that has it already is returned unchanged. */
export function withCompileHint(script: string): string {
  return script.startsWith(COMPILE_HINT) ? script : `${COMPILE_HINT}${script}`
}

/**
 * Marks the scripts at `sources` (addresses such as `/_next/static/chunks/….js`) in the build
 * folder `nextFolder` (a `.next`); returns how many files changed.
 */
export function markCompiledOnLoad(nextFolder: string, sources: Iterable<string>): number {
  let count = 0
  for (const source of sources) {
    const file = path.join(nextFolder, source.replace(/^\/_next\//, ''))
    const script = readFileSync(file, 'utf8')
    const marked = withCompileHint(script)
    if (marked !== script) {
      writeFileSync(file, marked)
      count += 1
    }
  }
  return count
}
