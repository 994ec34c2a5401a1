import 'server-only'
import { z } from '@/lib/zod'
import { authors } from '@/content/authors'
import { articleCategories, coverMotifs } from '@/content/blog'

const authorIds = authors.map((author) => author.id) as [string, ...string[]]

/** Front matter of content/blog/*.md (content/blog/README.md explains each field). */
export const articleFrontMatterSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lowercase words and digits joined by hyphens'),
    title: z.string().trim().min(10).max(140),
    excerpt: z.string().trim().min(20).max(320).optional(),
    author: z.enum(authorIds, { error: `use one of ${authorIds.join(', ')}` }),
    date: z.coerce
      .date({ error: 'use an ISO date such as 2024-08-14' })
      // A writer anywhere may date an article with their own today, up to 14 hours ahead of UTC.
      .refine((date) => date.getTime() <= Date.now() + 14 * 60 * 60 * 1000, {
        message: 'must not be in the future (publish it on or after that day)',
      }),
    readTime: z
      .string()
      .regex(/^\d{1,2} min$/, 'write it like "5 min"')
      .optional(),
    category: z.enum(articleCategories),
    type: z.string().trim().min(2).max(40),
    cover: z.enum(coverMotifs),
    path: z
      .string()
      .regex(
        /^\/[a-z0-9]+(-[a-z0-9]+)*$/,
        'write one address segment such as /abl (lowercase words and digits joined by hyphens)',
      )
      .optional(),
    headerAnimation: z.enum(['fade']).optional(),
    shareAndSave: z.boolean().optional(),
    // Invented companies, people or figures (case studies, partner announcements): the page and
    // every card show the illustrative note (docs/decisions/0021-illustrative-sample-content.md).
    illustrative: z.boolean().optional(),
    partnerLink: z
      .object({ label: z.string().min(2), href: z.url({ protocol: /^https$/ }) })
      .optional(),
  })
  .strict()

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>

/**
 * Front matter of content/fr/blog/*.md, an article's French version: only what the language
 * changes. The rest (author, date, category, cover, flags) is the English file's
 * (docs/decisions/0028-french.md).
 */
export const frenchArticleFrontMatterSchema = z
  .object({
    translationOf: articleFrontMatterSchema.shape.slug,
    slug: articleFrontMatterSchema.shape.slug,
    // French runs about a fifth longer than English: the same limits, with that much more room.
    title: z.string().trim().min(10).max(170),
    excerpt: z.string().trim().min(20).max(390).optional(),
    type: articleFrontMatterSchema.shape.type,
    partnerLinkLabel: z.string().trim().min(2).max(40).optional(),
  })
  .strict()

export type FrenchArticleFrontMatter = z.infer<typeof frenchArticleFrontMatterSchema>
