import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { frenchArticleSlugs, loadFrenchArticleSources } from '@/server/content/french-articles'
import { sitemapPages } from '@/server/content/sitemap'
import { frenchHref, frenchPaths, servedInFrench } from './french-routes'

/**
 * The addresses of the pages built under one root of src/app (a route group's name left out),
 * leaving out the dynamic ones: articles and unknown addresses are routed by their own tests.
 */
function builtPages(root: string): string[] {
  const folder = path.join('src/app', root)
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx' && !file.includes('['))
    .map((file) => {
      const route = path.dirname(file).split(path.sep).join('/')
      return route === '.' ? '' : `/${route}`
    })
}

/** Public pages the sitemap leaves out: a duplicate address and the newsletter's link pages. */
const PAGES_BESIDE_THE_SITEMAP = [
  '/privacy-and-terms',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
]

const articleSlugs = frenchArticleSlugs()

describe('French routes', () => {
  it('every English page has a French twin, and every French page an English one', () => {
    const english = [...sitemapPages.map((page) => page.path), ...PAGES_BESIDE_THE_SITEMAP]
    expect(Object.keys(frenchPaths).sort()).toEqual(english.sort())
  })

  it('every English page is built in French too, and every French page has its English twin', () => {
    const english = builtPages('(en)').map((route) => route || '/')
    const french = builtPages('fr').map((route) => `/fr${route}`)
    expect(english.sort()).toEqual(Object.keys(frenchPaths).sort())
    expect(french.sort()).toEqual(Object.values(frenchPaths).sort())
  })

  it('offers every page in both languages but the e-mail link pages, whose twin would drop the token', () => {
    expect(Object.keys(frenchPaths).filter((page) => !servedInFrench.has(page as never))).toEqual([
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
    ])
  })

  it('every French address is its own, under /fr, in lowercase words joined by hyphens', () => {
    const paths = Object.values(frenchPaths)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path).toMatch(/^\/fr(\/[a-z0-9]+(-[a-z0-9]+)*)*$/)
  })

  it('maps pages and articles, keeping the anchor and the query', () => {
    expect(frenchHref('/financial-products#term-loans', articleSlugs)).toBe(
      '/fr/produits-financiers#term-loans',
    )
    expect(frenchHref('/blog?category=guides', articleSlugs)).toBe('/fr/blogue?category=guides')
    expect(frenchHref('/blog/merchant-cash-advance-true-cost', articleSlugs)).toBe(
      '/fr/blogue/cout-reel-avance-de-fonds-aux-commercants',
    )
    expect(frenchHref('/abl', articleSlugs)).toMatch(/^\/fr\/blogue\/[a-z0-9-]+$/)
    expect(frenchHref('https://www.canada.ca/en.html', articleSlugs)).toBe(
      'https://www.canada.ca/en.html',
    )
    expect(frenchHref('/no-such-page', articleSlugs)).toBe('/no-such-page')
  })

  it('every link of a French article to this site has a French twin', () => {
    for (const article of loadFrenchArticleSources()) {
      for (const [, target] of article.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        expect(frenchHref(target!, articleSlugs), `${article.translationOf}: ${target}`).toMatch(
          /^\/fr(\/|$|[?#])/,
        )
      }
    }
  })
})
