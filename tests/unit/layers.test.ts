import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') })

/** The layer-rule messages ESLint gives one line of code in a given file. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: file })
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('the layer rules in eslint.config.mjs', () => {
  // The first run loads the TypeScript parser and the import resolver.
  beforeAll(() => layerErrors('src/lib/warm-up.ts', ''), 60_000)

  it.each([
    ['src/content/sample.ts', "import { cn } from '@/lib/cn'", /content imports only/],
    ['src/content/sample.ts', "import { z } from '../lib/zod'", /content imports only/],
    ['src/lib/sample.ts', "import { log } from '@/server/log'", /lib imports only/],
    [
      'src/components/site/sample.tsx',
      "import { BlogExplorer } from '@/features/blog/blog-explorer'",
      /components imports only/,
    ],
    [
      'src/features/home/sample.tsx',
      "import { database } from '@/server/db/client'",
      /features import only/,
    ],
    [
      'src/features/home/sample.tsx',
      "import { ContactForm } from '@/features/contact/contact-form'",
      /does not import another feature/,
    ],
    [
      'src/server/sample.ts',
      "import { ArticleView } from '@/features/blog/article-view'",
      /server imports only/,
    ],
  ])('refuses, in %s: %s', async (file, code, message) => {
    expect(await layerErrors(file, code)).toEqual([expect.stringMatching(message)])
  })

  it.each([
    ['src/features/blog/sample.tsx', "import type { Article } from '@/server/content/articles'"],
    [
      'src/features/blog/sample.tsx',
      "import { ArticleCover } from '@/features/blog/article-cover'",
    ],
    ['src/lib/sample.ts', "import { site } from '@/content/site'"],
    ['src/app/sample/page.tsx', "import { database } from '@/server/db/client'"],
  ])('allows, in %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([])
  })
})
