import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { Locale } from '@/i18n/locales'
import { frenchTypography } from '@/lib/french-typography'
import { slugify } from '@/lib/slugify'
import { z } from '@/lib/zod'

/**
 * The offer methodology's words (issue 38): content/methodology/offer-check.md in English,
 * content/fr/methodology/offer-check.md in French, each with its front matter (the page's title,
 * its description and the notice that the figures are estimates) and its sections, whose
 * ```formula blocks the site's Markdown sets in HTML. The worked cases' table follows the last
 * section (src/content/offer-methodology-cases.json).
 */

const frontMatterSchema = z.object({
  title: z.string().min(10),
  description: z.string().min(50),
  notice: z.string().min(50),
})

export type OfferMethodology = z.infer<typeof frontMatterSchema> & {
  body: string
  /** The `##` sections, in order: the page's list of contents. */
  sections: { id: string; title: string }[]
}

/**
 * Each language's file, as literal path segments: the build's file tracing sees which file the
 * server reads (a looked-up path would make it trace the whole project).
 */
const FILES: Record<Locale, () => { file: string; source: string }> = {
  en: () => ({
    file: 'content/methodology/offer-check.md',
    source: readFileSync(
      path.join(process.cwd(), 'content', 'methodology', 'offer-check.md'),
      'utf8',
    ),
  }),
  fr: () => ({
    file: 'content/fr/methodology/offer-check.md',
    source: readFileSync(
      path.join(process.cwd(), 'content', 'fr', 'methodology', 'offer-check.md'),
      'utf8',
    ),
  }),
}

/** Parses a methodology file; throws `file: field: message` when its front matter is wrong. */
export function parseOfferMethodology(source: string, file: string, locale: Locale) {
  const { data, content } = matter(source)
  const parsed = frontMatterSchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`,
    )
    throw new Error(`${file}: ${problems.join('; ')}`)
  }
  const typeset = locale === 'fr' ? frenchTypography : (text: string) => text
  const body = content.trim()
  return {
    title: typeset(parsed.data.title),
    description: typeset(parsed.data.description),
    notice: typeset(parsed.data.notice),
    body,
    sections: [...body.matchAll(/^## (.+)$/gm)].map(([, title]) => ({
      title: typeset(title!.trim()),
      id: slugify(title!),
    })),
  } satisfies OfferMethodology
}

/** The methodology in one language, as written. */
export function loadOfferMethodology(locale: Locale): OfferMethodology {
  const { file, source } = FILES[locale]()
  return parseOfferMethodology(source, file, locale)
}
