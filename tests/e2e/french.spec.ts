import { FRENCH_ILLUSTRATIVE_NOTE_LABEL } from '@/content/illustrative'
import {
  DESKTOP,
  PHONE,
  acceptCookiesBeforeLoad,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from './fixtures'

/** issue 23: the French blog under /fr, its articles, and the switch between the languages. */

const ENGLISH_ARTICLE = '/blog/merchant-cash-advance-true-cost'
const FRENCH_ARTICLE = '/fr/blogue/cout-reel-avance-de-fonds-aux-commercants'

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page)
})

test('the French blog is in French, from its document language to its filters', async ({
  page,
}) => {
  const response = await page.goto('/fr/blogue')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page).toHaveTitle('Blogue | Fundlane')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des analyses pour mieux vous financer',
  )
  const filters = page.getByRole('group', { name: 'Filtrer les articles par catégorie' })
  await expect(filters.getByRole('button')).toHaveText([
    'Tous',
    'Communiqués',
    'Études de cas',
    'Guides',
    'Analyses de marché',
  ])
  await filters.getByRole('button', { name: 'Études de cas' }).click()
  await expect(page.getByTestId('featured-article')).toContainText('Étude de cas')
  // Every card leads to a French article.
  const cards = page.locator('main a[href^="/fr/blogue/"]')
  expect(await cards.count()).toBeGreaterThan(3)
  await expect(page.locator('main a[href^="/blog/"]')).toHaveCount(0)
  // The header speaks French too.
  await page.setViewportSize(DESKTOP)
  const nav = page.getByRole('navigation', { name: 'Principal' })
  await expect(nav.getByRole('link', { name: 'Notre solution' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Créer un compte gratuit' })).toBeVisible()
})

test('a French article is set in French typography, links to French articles and is flagged in French', async ({
  page,
}) => {
  await page.goto(FRENCH_ARTICLE)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  const header = page.getByTestId('article-header')
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(
    'Le coût réel d’une avance de fonds aux commerçants',
  )
  await expect(header).toContainText('3 décembre 2024')
  await expect(header).toContainText('min de lecture')
  await expect(header.getByRole('link', { name: 'Retour au blogue' })).toHaveAttribute(
    'href',
    '/fr/blogue',
  )
  // "35 %" and "1,35": the space before the percent sign does not break.
  await expect(header).toContainText('35\u00a0%')
  await expect(page.getByTestId('article-standing-note')).toContainText(
    'information générale, et non un conseil financier',
  )
  const related = page.getByRole('region', { name: 'Articles connexes' })
  for (const link of await related.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/fr\/blogue\//)
  }
  // An article written with invented figures says so, in French.
  await page.goto('/fr/blogue/etude-de-cas-pret-a-terme-pour-acquerir-un-concurrent')
  await expect(page.getByTestId('article-header')).toContainText(FRENCH_ILLUSTRATIVE_NOTE_LABEL)
})

test('the language switch leads to the same article in the other language and back', async ({
  page,
}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport)
    await page.goto(ENGLISH_ARTICLE)
    if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Lire cette page en français' })
      .click()
    await expect(page).toHaveURL(FRENCH_ARTICLE)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Read this page in English' })
      .click()
    await expect(page).toHaveURL(ENGLISH_ARTICLE)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
  }
})

test('each article names its twin as an alternate, and the sitemap lists both', async ({
  page,
  request,
}) => {
  await page.goto(FRENCH_ARTICLE)
  const alternate = (language: string) =>
    page.locator(`link[rel="alternate"][hreflang="${language}"]`).getAttribute('href')
  expect(await alternate('en-CA')).toBe(`http://localhost:3000${ENGLISH_ARTICLE}`)
  expect(await alternate('fr-CA')).toBe(`http://localhost:3000${FRENCH_ARTICLE}`)
  expect(await alternate('x-default')).toBe(`http://localhost:3000${ENGLISH_ARTICLE}`)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
    `http://localhost:3000${FRENCH_ARTICLE}`,
  )
  expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('fr_CA')
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect((await request.get(new URL(image!).pathname)).status()).toBe(200)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>http://localhost:3000${FRENCH_ARTICLE}</loc>`)
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="fr-CA" href="http://localhost:3000${FRENCH_ARTICLE}" />`,
  )
})

test('the French feeds list the French articles', async ({ request }) => {
  const rss = await (await request.get('/fr/blogue/feed.xml')).text()
  expect(rss).toContain('<language>fr-ca</language>')
  expect(rss).toContain(`<link>http://localhost:3000${FRENCH_ARTICLE}</link>`)
  const json = await (await request.get('/fr/blogue/feed.json')).json()
  expect(json.language).toBe('fr-CA')
  expect(json.items[0].url).toMatch(/^http:\/\/localhost:3000\/fr\/blogue\//)
})

test('an unknown French address answers 404 in French', async ({ page }) => {
  const response = await page.goto('/fr/page-inconnue')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page introuvable')
  const article = await page.goto('/fr/blogue/article-inconnu')
  expect(article?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bientôt disponible')
})

for (const path of ['/fr/blogue', FRENCH_ARTICLE]) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`${path} has no serious axe violations and fits at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expectNoSeriousA11yViolations(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
}
