import type { Page } from '@playwright/test'
import sitemap from '@/app/sitemap'
import { FRENCH_ILLUSTRATIVE_NOTE_LABEL, ILLUSTRATIVE_NOTE_LABEL } from '@/content/illustrative'
import { messagesFor } from '@/i18n/messages'
import { contentSecurityPolicy } from '@/lib/security-headers'
import { articlesIn } from '@/server/content/french-articles'
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  recordViolations,
  test,
} from './fixtures'

/**
 * Every public page, each loaded once for all the checks every page must pass (decision 0030):
 * the prerendered Content-Security-Policy, under which the browser refuses nothing, even in the
 * parts that load late; a visible note on every illustrative item (decision 0021); and, for every
 * page but the articles, no serious axe violation and nothing wider than the screen, on a phone and
 * on a desktop. The articles share one template: three of them get the whole walk, the others are
 * visited in batches for their policy and notes.
 */

/** Every page of the sitemap, articles included. */
const sitemapPaths = sitemap().map((entry) => new URL(entry.url).pathname)
const articlePaths = [...articlesIn('en'), ...articlesIn('fr')].map((article) => article.href)

/** Articles walked like the other pages: a guide, a case study and a French article. */
const WALKED_ARTICLES = [
  '/blog/what-is-an-sba-loan',
  '/blog/case-study-acquisition-term-loan',
  '/fr/blogue/cout-reel-avance-de-fonds-aux-commercants',
]

/** Every page but the articles, the public pages the sitemap leaves out, and three articles. */
const pagePaths = [
  ...sitemapPaths.filter((path) => !articlePaths.includes(path)),
  '/privacy-and-terms',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  // The readiness check with a result (issue 39): its criteria, checklist and forms.
  '/tools/funding-readiness?country=ca&region=QC&years=under36&revenue=under50k&credit=fair&purpose=cashflow&speed=weeks',
  ...WALKED_ARTICLES,
]

/** The other articles, visited in eight batches to keep the run short. */
const ARTICLE_BATCHES = 8
const batchedArticles = articlePaths.filter((path) => !WALKED_ARTICLES.includes(path))

/** Pages that show sample content today; each must have at least one flagged item. */
const pagesWithSamples = [
  '/',
  '/how-it-works',
  '/who-we-help',
  '/about-us',
  '/partners',
  '/referral-partners',
  '/blog',
  '/blog/case-study-acquisition-term-loan',
  '/blog/quaylight-fx-partnership',
]

/** The policy of every page but the admin area (docs/decisions/0003-security-headers.md). */
const PRERENDERED_POLICY = contentSecurityPolicy({ isDevelopment: false })

/** Opens `path` and checks the answer: its status and the prerendered policy. */
async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  expect(response?.headers()['content-security-policy'], path).toBe(PRERENDERED_POLICY)
}

/**
 * Every flagged item of the page holds its 'Illustrative example' note, visible wherever the item
 * is (carousels hide whole items, never the note alone); a page that shows samples has some.
 */
async function expectIllustrativeNotes(page: Page, path: string) {
  const label = path.startsWith('/fr') ? FRENCH_ILLUSTRATIVE_NOTE_LABEL : ILLUSTRATIVE_NOTE_LABEL
  const items = await page.locator('[data-illustrative]').evaluateAll(
    (elements, label) =>
      elements.map((item) => {
        const note = item.querySelector('[data-illustrative-note]')
        return {
          item: item.outerHTML.slice(0, 120),
          hasNote: Boolean(note?.textContent?.startsWith(label)),
          noteHiddenInVisibleItem: item.checkVisibility() && !note?.checkVisibility(),
        }
      }),
    label,
  )
  expect(
    items.filter((item) => !item.hasNote),
    `${path}: flagged items without the note`,
  ).toEqual([])
  expect(
    items.filter((item) => item.noteHiddenInVisibleItem),
    `${path}: a visible flagged item hides its note`,
  ).toEqual([])
  if (pagesWithSamples.includes(path))
    expect(items.length, `${path} shows sample content`).toBeGreaterThan(0)
}

/**
 * At each width, phone first (as the page loaded): no serious axe violation, no sideways scroll.
 * The page is opened with reduced motion, so every section is shown whole at both widths rather
 * than halfway through the fade it starts when a wider screen brings it into view.
 */
async function expectAccessibleAtEveryWidth(page: Page, path: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await expectNoSeriousA11yViolations(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow, `${path} is wider than ${viewport.width} px`).toBeLessThanOrEqual(0)
  }
}

/**
 * Runs the code a public page loads late: images and reveals near the footer, the newsletter
 * schema loaded on first submit, and the chat (fetched when the browser is idle) opened.
 */
async function useLateLoadingParts(page: Page, path: string) {
  const { Newsletter, Chat } = messagesFor(path.startsWith('/fr') ? 'fr' : 'en')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const newsletter = page.getByRole('form', { name: Newsletter.form })
  await newsletter.getByRole('textbox').fill('reader@nowhere')
  await newsletter.getByRole('button', { name: Newsletter.subscribe }).click()
  await expect(newsletter.getByRole('status')).not.toBeEmpty()
  await page.getByRole('button', { name: Chat.open }).click()
  await expect(page.getByRole('dialog', { name: Chat.dialog })).toBeVisible()
}

test('the pages walked here are the ones the served sitemap lists', async ({ request }) => {
  const served = await (await request.get('/sitemap.xml')).text()
  const servedPaths = [...served.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname,
  )
  expect(servedPaths.toSorted()).toEqual(sitemapPaths.toSorted())
  expect(WALKED_ARTICLES.filter((path) => !articlePaths.includes(path))).toEqual([])
})

for (const path of pagePaths) {
  test(`${path} shows its notes, is accessible and fits at 390 and 1280 px, and the browser refuses nothing under its policy`, async ({
    page,
  }) => {
    const violations = await recordViolations(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize(PHONE)
    await open(page, path)
    await expectIllustrativeNotes(page, path)
    await expectAccessibleAtEveryWidth(page, path)
    await useLateLoadingParts(page, path)
    expect(await violations()).toEqual([])
  })
}

for (let batch = 0; batch < ARTICLE_BATCHES; batch += 1) {
  const paths = batchedArticles.filter((_, index) => index % ARTICLE_BATCHES === batch)
  test(`articles, batch ${batch + 1} of ${ARTICLE_BATCHES}, show their notes and the browser refuses nothing under their policy`, async ({
    page,
  }) => {
    const violations = await recordViolations(page)
    for (const path of paths) {
      await open(page, path)
      await expectIllustrativeNotes(page, path)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      expect(await violations(), path).toEqual([])
    }
  })
}

test('the 404 screens are accessible at 390 and 1280 px, and the browser refuses nothing under their policy', async ({
  page,
}) => {
  const violations = await recordViolations(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const path of ['/blog/missing-article', '/no-such-page']) {
    await page.setViewportSize(PHONE)
    await open(page, path, 404)
    await expectAccessibleAtEveryWidth(page, path)
  }
  await useLateLoadingParts(page, '/no-such-page')
  expect(await violations()).toEqual([])
})
