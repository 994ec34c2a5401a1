import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { frenchPaths, servedInFrench } from '@/content/french-routes'
import { supportHours } from '@/content/site'
import { articlesIn } from './french-articles'
import { languageTwins, siteNavigation, type SiteNavigation } from './navigation'
import { pagePaths } from './sitemap'

/** Every link of a site map, in order: menus, columns, footer, legal links. */
function links(navigation: SiteNavigation) {
  return [
    ...navigation.headerMenus.flatMap((menu) =>
      menu.kind === 'menu'
        ? [{ label: menu.label, href: menu.href }, ...menu.items]
        : menu.columns.flatMap((column) => [
            ...column.items,
            ...(column.footer ? [column.footer] : []),
          ]),
    ),
    ...navigation.footerColumns.flatMap((column) => column.links),
    ...navigation.legalLinks,
  ]
}

describe('the site map in French', () => {
  const english = links(siteNavigation('en'))
  const french = links(siteNavigation('fr'))

  it('has the English structure, every entry in French', () => {
    expect(french).toHaveLength(english.length)
    const translated = french.filter((link, index) => link.label !== english[index]!.label)
    // Only words that are the same in both languages ('Guide', 'API'...) may repeat.
    expect(translated.length).toBeGreaterThan(english.length * 0.9)
  })

  it('links to the French twin of each page built in French, else to the English page', () => {
    french.forEach((link, index) => {
      const path = english[index]!.href.split(/[?#]/)[0]!
      const twin = frenchPaths[path as keyof typeof frenchPaths]
      if (twin && !servedInFrench.has(path as keyof typeof frenchPaths)) {
        expect(link.href, link.label).toBe(english[index]!.href)
      } else {
        expect(link.href, link.label).toMatch(/^\/fr(\/|$|[?#])/)
      }
    })
  })
})

describe('language twins', () => {
  it('lead from each page and article to its twin and back', () => {
    const toFrench = languageTwins('en')
    const toEnglish = languageTwins('fr')
    expect(toFrench['/blog']).toBe('/fr/blogue')
    expect(toFrench['/blog/merchant-cash-advance-true-cost']).toBe(
      '/fr/blogue/cout-reel-avance-de-fonds-aux-commercants',
    )
    for (const article of articlesIn('en')) {
      const twin = toFrench[article.href]!
      expect(twin, article.slug).toMatch(/^\/fr\/blogue\/[a-z0-9-]+$/)
      expect(toEnglish[twin], article.slug).toBe(article.href)
    }
  })
})

describe('articles in French', () => {
  it('are the English articles, in the same order, with French words, dates and addresses', () => {
    const english = articlesIn('en')
    const french = articlesIn('fr')
    expect(french.map((article) => article.slug)).toEqual(english.map((article) => article.slug))
    french.forEach((article, index) => {
      expect(article.title).not.toBe(english[index]!.title)
      expect(article.href).toMatch(/^\/fr\/blogue\//)
      expect(article.dateIso).toBe(english[index]!.dateIso)
      expect(article.dateLabel).toMatch(
        /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
      )
      expect(article.author.role).not.toBe(english[index]!.author.role)
    })
  })
})

describe('support hours', () => {
  it('are SPEC’s words in English and the same hours written the French way', () => {
    expect(supportHours('en')).toBe('9AM EST to 5PM EST')
    expect(supportHours('fr').replace(/\s/g, ' ')).toBe('9 h à 17 h (heure de l’Est)')
  })
})

describe('the pages whose views are counted', () => {
  /** The address of every page file under `folder` with no segment filled at request time. */
  function staticPages(folder: string, address: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isFile()) return entry.name === 'page.tsx' ? [address || '/'] : []
      if (!entry.isDirectory() || entry.name.startsWith('[')) return []
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`
      return staticPages(path.join(folder, entry.name), `${address}${segment}`)
    })
  }

  it('are every page of the site in both languages and every article, nothing else', () => {
    const articles = { en: articlesIn('en'), fr: articlesIn('fr') }
    const app = path.join(process.cwd(), 'src', 'app')
    const pages = [
      ...staticPages(path.join(app, '(en)'), ''),
      ...staticPages(path.join(app, 'fr'), '/fr'),
    ]
    const hrefs = [...articles.en, ...articles.fr].map((article) => article.href)
    expect([...pagePaths(articles)].sort()).toEqual([...new Set([...pages, ...hrefs])].sort())
  })
})
