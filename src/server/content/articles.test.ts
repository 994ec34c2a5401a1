import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getArticles, loadArticlesFrom, parseArticle, toSummary } from './articles'
import { jsonFeed, rssFeed } from './feeds'
import { sitemapEntries } from './sitemap'
import { blogFilters, filterFromParameter } from '@/content/blog'

const valid = `---
slug: sample-article
title: 'A Sample Article About Funding'
author: liam-chen
date: 2024-05-01
category: Guide
type: Guide
cover: chart
---
The introduction of {{brand}}.
Second line.

## First section

• One
• Two
`

describe('parseArticle', () => {
  it('reads front matter, fills placeholders, turns bullet characters into list items and computes reading time', () => {
    const article = parseArticle('sample-article.md', valid)
    expect(article).toMatchObject({
      slug: 'sample-article',
      href: '/blog/sample-article',
      dateIso: '2024-05-01',
      dateLabel: 'May 1, 2024',
      readTime: '1 min',
      introduction: 'The introduction of Fundlane.\nSecond line.',
      summary: 'The introduction of Fundlane. Second line.',
    })
    expect(article.author.name).toBe('Liam Chen')
    expect(article.body).toContain('- One\n- Two')
  })

  it('names the file and the field when the front matter is wrong', () => {
    expect(() =>
      parseArticle('sample-article.md', valid.replace('category: Guide', 'category: Gossip')),
    ).toThrow(/content\/blog\/sample-article\.md: category:/)
    expect(() =>
      parseArticle('sample-article.md', valid.replace('author: liam-chen', 'author: nobody')),
    ).toThrow(/sample-article\.md: author: use one of/)
    const nextYear = new Date(Date.now() + 366 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    expect(() => parseArticle('sample-article.md', valid.replace('2024-05-01', nextYear))).toThrow(
      /date: must not be in the future/,
    )
    expect(() =>
      parseArticle('sample-article.md', valid.replace('cover: chart', 'cover: chart\npath: /Abl')),
    ).toThrow(/path: write one address segment/)
    expect(() => parseArticle('other-name.md', valid)).toThrow(/slug: must match the file name/)
    expect(() =>
      parseArticle('sample-article.md', valid.replace('cover: chart', 'cover: chart\nextra: 1')),
    ).toThrow(/sample-article\.md/)
    expect(() => parseArticle('sample-article.md', valid.replace('{{brand}}', '{{brnd}}'))).toThrow(
      /unknown placeholder/,
    )
  })
})

describe("a writer's first new article", () => {
  const today = new Date().toISOString().slice(0, 10)
  const newArticle = valid
    .replaceAll('sample-article', 'our-new-office')
    .replace('date: 2024-05-01', `date: ${today}`)
    .replace('cover: chart', 'cover: chart\npath: /new-office')

  it('dated today, at an address of its own, is valid and leads the list, the feeds and the sitemap', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'articles-'))
    cpSync(path.join(process.cwd(), 'content', 'blog'), folder, { recursive: true })
    writeFileSync(path.join(folder, 'our-new-office.md'), newArticle)
    const articles = loadArticlesFrom(folder)
    expect(articles[0]).toMatchObject({
      slug: 'our-new-office',
      href: '/new-office',
      dateIso: today,
    })
    expect(articles.map(toSummary)[0]!.href).toBe('/new-office')
    expect(rssFeed(articles, 'https://site.example')).toContain(
      '<link>https://site.example/new-office</link>',
    )
    expect(jsonFeed(articles, 'https://site.example').items[0]).toMatchObject({
      url: 'https://site.example/new-office',
    })
    expect(sitemapEntries({ en: articles, fr: [] }, 'https://site.example')).toContainEqual(
      expect.objectContaining({ url: 'https://site.example/new-office', lastModified: today }),
    )
    expect(check(folder).status).toBe(0)
  }, 30_000)

  it('may not take the address of a page of the site', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'articles-'))
    writeFileSync(
      path.join(folder, 'our-new-office.md'),
      newArticle.replace('path: /new-office', 'path: /about-us'),
    )
    const result = check(folder)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/our-new-office\.md: path: \/about-us is a page of the site/)
  }, 30_000)
})

function check(directory?: string) {
  return spawnSync(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'scripts/check-content.ts', ...(directory ? [directory] : [])],
    { encoding: 'utf8' },
  )
}

describe('the content check that runs before every build', () => {
  it('fails, naming the file and field, when an article has invalid front matter', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'articles-'))
    writeFileSync(path.join(folder, 'sample-article.md'), valid)
    writeFileSync(
      path.join(folder, 'broken-article.md'),
      valid
        .replace('sample-article', 'broken-article')
        .replace('date: 2024-05-01', 'date: someday'),
    )
    const result = check(folder)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/content\/blog\/broken-article\.md: date: use an ISO date/)
  }, 30_000)

  it('passes on the real articles', () => {
    const result = check()
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  }, 30_000)
})

describe('the articles', () => {
  const articles = getArticles()

  it('are at least 32, dated 2023 to mid-2025, 500 to 1,500 words, unique slugs', () => {
    expect(articles.length).toBeGreaterThanOrEqual(32)
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length)
    for (const article of articles) {
      expect(article.dateIso >= '2023-01-01' && article.dateIso <= '2025-07-31', article.slug).toBe(
        true,
      )
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(500)
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1500)
    }
  })

  it('include the fixed articles of the product with their categories, dates and read times', () => {
    const expectations: [string, string, string, string][] = [
      ['debt-financing-guide', 'Guide', '2025-03-03', '5 min'],
      ['why-accounting-for-small-business-matters', 'Insights', '2025-03-17', '4 min'],
      ['5-ways-to-manage-cashflow-for-seasonal-businesses', 'Guide', '2025-04-06', '6 min'],
      ['business-loans-vs-line-of-credit-guide', 'Guide', '2025-05-04', '5 min'],
      ['how-to-write-a-business-plan-step-by-step-guide', 'Guide', '2025-05-27', '8 min'],
      ['plumline-money-partnership', 'Press Release', '2025-04-02', '2 min'],
      ['quaylight-fx-partnership', 'Press Release', '2025-06-01', '2 min'],
    ]
    for (const [slug, category, date, readTime] of expectations) {
      expect(
        articles.find((article) => article.slug === slug),
        slug,
      ).toMatchObject({ category, dateIso: date, readTime })
    }
    for (const slug of [
      'understanding-business-financing-options',
      '5-reasons-why-capital-is-essential',
      'how-lenders-evaluate-your-business',
      'what-is-an-sba-loan',
      'business-lines-of-credit',
      'asset-based-loans-vs-merchant-cash-advances',
    ]) {
      expect(
        articles.some((article) => article.slug === slug),
        slug,
      ).toBe(true)
    }
    expect(
      articles.find((article) => article.slug === 'asset-based-loans-vs-merchant-cash-advances')
        ?.href,
    ).toBe('/abl')
  })

  it('give every filter of /blog something to show', () => {
    for (const filter of blogFilters) {
      const count = filter.category
        ? articles.filter((article) => article.category === filter.category).length
        : articles.length
      expect(count, filter.name).toBeGreaterThan(0)
    }
  })
})

describe('filterFromParameter', () => {
  it('accepts a filter name in any case and nothing else', () => {
    expect(filterFromParameter('guides')).toBe('Guides')
    expect(filterFromParameter('MARKET insights')).toBe('Market Insights')
    expect(filterFromParameter('guide')).toBeUndefined()
    expect(filterFromParameter('')).toBeUndefined()
    expect(filterFromParameter(null)).toBeUndefined()
  })
})
