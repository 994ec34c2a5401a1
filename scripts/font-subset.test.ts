import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FONT_CHARACTERS, buildSubsetFont, subsetFontFile } from './font-subset'

const root = path.resolve(__dirname, '..')

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const entry = path.join(folder, name)
    if (statSync(entry).isDirectory()) return filesUnder(entry)
    return /\.(tsx?|mdx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [entry] : []
  })
}

describe('the site font', () => {
  it('is the subset the script produces from the installed Inter', async () => {
    const committed = readFileSync(subsetFontFile)
    expect(Buffer.compare(committed, await buildSubsetFont())).toBe(0)
  })

  it('has every character that the pages, articles and legal texts use', () => {
    const available = new Set(FONT_CHARACTERS)
    const missing = new Map<string, string>()
    for (const file of [
      ...filesUnder(path.join(root, 'content')),
      ...filesUnder(path.join(root, 'src')),
    ]) {
      for (const character of readFileSync(file, 'utf8')) {
        if (character === '\n' || character === '\t' || available.has(character)) continue
        missing.set(character, path.relative(root, file))
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })
})
